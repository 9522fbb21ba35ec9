import { DEFAULT_TOPIC } from '../constants';
import { INCOME_LIST_PAGE_SIZE } from '../../shared/constants';
import { ListRow, MoneyText } from '@jijin/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { PagedList } from '../../shared/paged-list';
import { useListPortfolioIncomePagesInfiniteQuery } from '../../portfolios/api';
import { PagedRow, Section } from '../../shared/blocks';

type IncomeRow = Schemas['IncomeRow'];
const byTradeDate = (r: IncomeRow) => r.trade_date;

/**
 * /accounts/funds/funds_portfolios/income/?topic= and /{id}/income_list/: daily income of the
 * portfolio holdings, 30 a page (spec 001 §9 income list).
 */
export function PortfolioIncomeScreen() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const topic = params.get('topic') || DEFAULT_TOPIC;
  const query = useListPortfolioIncomePagesInfiniteQuery(
    id
      ? { fund_portfolio_id: Number(id), page_size: INCOME_LIST_PAGE_SIZE }
      : { topic, page_size: INCOME_LIST_PAGE_SIZE },
  );
  return (
    <Page title="组合收益明细">
      <Section label="收益明细">
        <PagedList
          query={query}
          keyOf={byTradeDate}
          label="收益明细"
          itemKey={(r) => r.trade_date}
          render={(r) => (
            <PagedRow>
              <ListRow
                title={r.trade_date}
                description={r.worth_value ? `市值 ${r.worth_value}元` : undefined}
                extra={<MoneyText value={r.income_latest} signed />}
              />
            </PagedRow>
          )}
        />
      </Section>
    </Page>
  );
}

export default PortfolioIncomeScreen;
