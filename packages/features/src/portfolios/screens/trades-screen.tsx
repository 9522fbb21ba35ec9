import { tradesTab } from '@jijin/core/navigation';
import { appPaths } from '../../app/routes/index';
import { Tabs } from 'antd-mobile';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { byId, PagedList } from '../../shared/paged-list';
import { useListPortfolioTradesPagesInfiniteQuery } from '../../portfolios/api';
import { PagedRow, Section } from '../../shared/blocks';
import { OrderRow } from '../../portfolios/components/order-row';

const TABS = [
  { key: tradesTab(0), title: '买入' },
  { key: tradesTab(1), title: '卖出' },
  { key: tradesTab(2), title: '调仓' },
] as const;

/** Orders asked for per page (the list loads the next page near its end). */
const PAGE_SIZE = 20;

/**
 * /accounts/funds/portfolios/trades/ (?tab=0|1|2,3) and a holding's
 * /accounts/funds/funds_portfolios/{id}/trade_record_list/: the portfolio orders by tab — 0 buy,
 * 1 sell, and tabs 2 and 3 merged into `2,3` (spec 001 §2) — newest first, every page (infinite).
 */
export function PortfolioTradesScreen() {
  const [params] = useSearchParams();
  const { id } = useParams();
  const navigate = useNavigate();
  const tab = TABS.some((t) => t.key === params.get('tab')) ? params.get('tab')! : tradesTab(0);
  const query = useListPortfolioTradesPagesInfiniteQuery({
    direction: tab,
    page_size: PAGE_SIZE,
    ...(id ? { fund_portfolio_id: Number(id) } : {}),
  });
  return (
    <Page title="组合交易记录">
      <Tabs
        activeKey={tab}
        onChange={(k) =>
          navigate(
            id
              ? appPaths.portfolioTradeRecordList(id, { tab: k })
              : appPaths.portfolioTrades({ tab: k }),
            { replace: true },
          )
        }
      >
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <Section label="交易记录">
        <PagedList
          query={query}
          keyOf={byId}
          label="交易记录"
          emptyText="暂无交易记录"
          itemKey={(o) => o.id}
          render={(o) => (
            <PagedRow>
              <OrderRow o={o} />
            </PagedRow>
          )}
        />
      </Section>
    </Page>
  );
}

export default PortfolioTradesScreen;
