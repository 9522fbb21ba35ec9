import { formatDate } from '@jijin/core';
import { MoneyText } from '@jijin/ui';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { useAppDispatch } from '../../app/store';
import type { IncomeRow } from '@jijin/core';
import { PagedList, usePagedList } from '../../shared/paged-list';
import { sharedApi } from '../../shared/api';
import { accountFundsApi } from '../api';
import styles from '../account-funds.module.css';

/**
 * /accounts/funds/income/ (all funds) and /accounts/funds/{symbol}/income_list/ (one fund): daily
 * income, 30 a page from page 1 (spec 001 §9), red up / green down.
 */
export function IncomeScreen() {
  const { symbol } = useParams();
  const dispatch = useAppDispatch();
  const fetchPage = useCallback(
    (page: number, page_size: number) =>
      dispatch(
        symbol
          ? accountFundsApi.endpoints.accountFundsListFundIncome.initiate(
              { page, page_size, symbol },
              { subscribe: false, forceRefetch: true },
            )
          : sharedApi.endpoints.sharedListIncome.initiate(
              { page, page_size },
              { subscribe: false, forceRefetch: true },
            ),
      ).unwrap(),
    [dispatch, symbol],
  );
  const list = usePagedList<IncomeRow>(fetchPage, symbol ?? '', {
    pageSize: 30,
    keyOf: (r) => r.trade_date,
  });
  return (
    <Page title="收益明细">
      <PagedList
        list={list}
        label="每日收益"
        emptyText="暂无收益记录"
        itemKey={(r) => r.trade_date}
        render={(r) => (
          <div className={`${styles.row} ${styles.rowFlex}`}>
            <span>{formatDate(r.trade_date)}</span>
            <MoneyText value={r.income_latest} signed />
          </div>
        )}
      />
    </Page>
  );
}

export default IncomeScreen;
