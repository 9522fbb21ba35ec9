import { useCallback } from 'react';
import { Page } from '../../app/page';
import { useAppDispatch } from '../../app/store';
import type { FundTradeRecord } from '@jijin/core';
import { PagedList, usePagedList } from '../../shared/paged-list';
import { accountFundsApi } from '../api';
import { TradeRow } from './trade-row';

/** /accounts/funds/bao/trades/: bao transfer-in / transfer-out records. */
export function BaoTradesScreen() {
  const dispatch = useAppDispatch();
  const fetchPage = useCallback(
    (page: number, page_size: number) =>
      dispatch(
        accountFundsApi.endpoints.accountFundsBaoTrades.initiate(
          { page, page_size },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap(),
    [dispatch],
  );
  const list = usePagedList<FundTradeRecord>(fetchPage, 'bao', { keyOf: (t) => t.id });
  return (
    <Page title="转入转出记录">
      <PagedList
        list={list}
        label="转入转出记录"
        emptyText="暂无记录"
        itemKey={(t) => t.id}
        render={(t) => <TradeRow t={t} />}
      />
    </Page>
  );
}

export default BaoTradesScreen;
