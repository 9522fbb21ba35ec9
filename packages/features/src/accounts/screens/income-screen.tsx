import { INCOME_LIST_PAGE_SIZE } from '@jijin/core';
import { InfiniteScroll } from 'antd-mobile';
import { useState } from 'react';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { toastError } from '../../shared/errors';
import { Money } from '../../shared/money';
import { useAppDispatch } from '../../app/store';
import { accountsApi, useGetAccountAssetsQuery } from '../../accounts/api';
import './accounts.css';

/**
 * /accounts/income/ (spec 000 §2): the account's daily income (GET funds/income/mine/, 30 a page,
 * more loaded near the bottom), with the latest and total income on top.
 */
export function IncomeScreen() {
  const assets = useGetAccountAssetsQuery();
  const dispatch = useAppDispatch();
  const [rows, setRows] = useState<Schemas['IncomeRow'][]>([]);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(true);

  const loadMore = async () => {
    const next = page + 1;
    try {
      const result = await dispatch(
        accountsApi.endpoints.listAccountIncome.initiate({ page: next, page_size: INCOME_LIST_PAGE_SIZE }, { subscribe: false }),
      ).unwrap();
      setRows((r) => (next === 1 ? result.results : [...r, ...result.results]));
      setPage(next);
      setHasMore(next < result.total_page);
    } catch (error) {
      toastError(error);
      setHasMore(false);
      throw error;
    }
  };

  return (
    <Page title="收益明细">
      <section className="jj-assets-total" aria-label="收益汇总">
        <dl className="jj-assets-total__row">
          <div>
            <dt>昨日收益（元）</dt>
            <dd>
              <Money value={assets.data?.income_latest ?? null} signed />
            </dd>
          </div>
          <div>
            <dt>累计收益（元）</dt>
            <dd>
              <Money value={assets.data?.income_total ?? null} signed />
            </dd>
          </div>
        </dl>
      </section>
      <section className="jj-section" aria-labelledby="income-list">
        <h2 id="income-list" className="jj-section__title">
          每日收益
        </h2>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            <li key={row.trade_date} className="jj-kv">
              <span>{row.trade_date}</span>
              <Money value={row.income_latest} signed />
            </li>
          ))}
        </ul>
        <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
          {hasMore ? '加载中…' : rows.length === 0 ? '暂无收益记录' : '没有更多了'}
        </InfiniteScroll>
      </section>
    </Page>
  );
}

export default IncomeScreen;
