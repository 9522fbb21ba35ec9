import { useCallback } from 'react';
import { Page } from '../../app/page';
import { useAppDispatch } from '../../app/store';
import type { FixedInvestment } from '@jijin/core';
import { PagedList, usePagedList } from '../../shared/paged-list';
import { accountFundsApi } from '../api';
import { FixedRow } from './fixed-row';

/** /accounts/funds/fixed_investments/: all my fixed-investment plans, 20 a page. */
export function FixedInvestmentsScreen() {
  const dispatch = useAppDispatch();
  const fetchPage = useCallback(
    (page: number, page_size: number) =>
      dispatch(
        accountFundsApi.endpoints.accountFundsListFixedInvestments.initiate(
          { page, page_size },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap(),
    [dispatch],
  );
  const list = usePagedList<FixedInvestment>(fetchPage, 'all', { keyOf: (p) => p.id });
  return (
    <Page title="定投计划">
      <PagedList
        list={list}
        label="定投计划"
        emptyText="暂无定投计划"
        itemKey={(p) => p.id}
        render={(p) => <FixedRow p={p} />}
      />
    </Page>
  );
}

export default FixedInvestmentsScreen;
