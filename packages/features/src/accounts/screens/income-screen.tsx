import { bindPage, createPager, pageQuery, requestPage, type PagerState } from '@jijin/core/lists';
import { INCOME_LIST_PAGE_SIZE } from '../../shared/constants';
import { EmptyState, InfiniteList, MoneyText } from '@jijin/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { useAppDispatch } from '../../app/store';
import { toastError } from '../../shared/errors';
import { sharedApi, useGetMyAssetsQuery } from '../../shared/api';
import styles from '../accounts.module.css';

type Row = Schemas['IncomeRow'];

/**
 * /accounts/income/ (spec 000 §2, 001 §9): the account's daily income (GET funds/income/mine/,
 * 30 a page on core's pager, the next page loaded within 120 px of the bottom), with the latest
 * and total income on top. Gains red, losses green.
 */
export function IncomeScreen() {
  const assets = useGetMyAssetsQuery();
  const dispatch = useAppDispatch();
  const [pager, setPager] = useState<PagerState<Row>>(() =>
    createPager<Row>(INCOME_LIST_PAGE_SIZE),
  );
  const pagerRef = useRef(pager);
  pagerRef.current = pager;

  const loadPage = useCallback(
    async (page: number) => {
      setPager((p) => requestPage(p, page));
      try {
        const result = await dispatch(
          sharedApi.endpoints.listMyIncome.initiate(pageQuery(pagerRef.current, page), {
            subscribe: false,
            forceRefetch: true,
          }),
        ).unwrap();
        setPager((p) => bindPage(p, result, (row) => row.trade_date));
      } catch (error) {
        toastError(error);
        throw error;
      }
    },
    [dispatch],
  );

  useEffect(() => {
    void loadPage(1).catch(() => undefined);
  }, [loadPage]);

  return (
    <Page title="收益明细">
      <section className={styles.assetsTotal} aria-label="收益汇总">
        <dl className={styles.assetsTotalRow}>
          <div>
            <dt>昨日收益（元）</dt>
            <dd>
              <MoneyText value={assets.data?.income_latest ?? null} signed />
            </dd>
          </div>
          <div>
            <dt>累计收益（元）</dt>
            <dd>
              <MoneyText value={assets.data?.income_total ?? null} signed />
            </dd>
          </div>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="income-list">
        <h2 id="income-list" className={styles.sectionTitle}>
          每日收益
        </h2>
        <InfiniteList
          aria-label="每日收益"
          pager={pager}
          loadPage={loadPage}
          itemKey={(row) => row.trade_date}
          renderItem={(row) => (
            <div className={styles.kv}>
              <span>{row.trade_date}</span>
              <MoneyText value={row.income_latest} signed />
            </div>
          )}
          empty={<EmptyState title="暂无收益记录" />}
        />
      </section>
    </Page>
  );
}

export default IncomeScreen;
