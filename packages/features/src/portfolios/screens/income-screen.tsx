import { DEFAULT_TOPIC, INCOME_LIST_PAGE_SIZE } from '@jijin/core';
import { MoneyText } from '@jijin/ui';
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { PagedList, usePagedList } from '../../shared/paged-list';
import { portfoliosApi } from '../../portfolios/api';
import { useAppDispatch } from '../../app/store';
import { Row, Section } from '../../shared/blocks';

type IncomeRow = Schemas['IncomeRow'];

/**
 * /accounts/funds/funds_portfolios/income/?topic= and /{id}/income_list/: daily income of the
 * portfolio holdings, 30 a page (spec 001 §9 income list).
 */
export function PortfolioIncomeScreen() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const topic = params.get('topic') || DEFAULT_TOPIC;
  const dispatch = useAppDispatch();
  const fetchPage = useCallback(
    async (page: number) => {
      const r = await dispatch(
        portfoliosApi.endpoints.portfoliosIncome.initiate(
          id ? { fund_portfolio_id: Number(id), page } : { topic, page },
          { forceRefetch: true },
        ),
      ).unwrap();
      const results: IncomeRow[] = r.results;
      return { ...r, results };
    },
    [dispatch, id, topic],
  );
  const list = usePagedList<IncomeRow>(fetchPage, `${id ?? ''}:${topic}`, {
    pageSize: INCOME_LIST_PAGE_SIZE,
    keyOf: (r) => r.trade_date,
  });
  return (
    <Page title="组合收益明细">
      <Section label="收益明细">
        <PagedList
          list={list}
          label="收益明细"
          itemKey={(r) => r.trade_date}
          render={(r) => (
            <Row
              name={r.trade_date}
              sub={r.worth_value ? `市值 ${r.worth_value}元` : undefined}
              side={<MoneyText value={r.income_latest} signed />}
            />
          )}
        />
      </Section>
    </Page>
  );
}

export default PortfolioIncomeScreen;
