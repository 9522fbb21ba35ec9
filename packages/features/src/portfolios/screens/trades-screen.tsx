import { appPaths, tradesTab } from '@jijin/core';
import { Tabs } from 'antd-mobile';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { usePortfoliosTradesQuery } from '../../portfolios/api';
import { Section } from '../../shared/blocks';
import { OrderRow } from '../../portfolios/components/order-row';

const TABS = [
  { key: tradesTab(0), title: '买入' },
  { key: tradesTab(1), title: '卖出' },
  { key: tradesTab(2), title: '调仓' },
] as const;

/**
 * /accounts/funds/portfolios/trades/ (?tab=0|1|2,3) and a holding's trade_record_list: the
 * portfolio orders by tab — 0 buy, 1 sell, and tabs 2 and 3 merged into `2,3` (spec 001 §2).
 */
export function PortfolioTradesScreen() {
  const [params] = useSearchParams();
  const { id } = useParams();
  const navigate = useNavigate();
  const tab = TABS.some((t) => t.key === params.get('tab')) ? params.get('tab')! : tradesTab(0);
  const q = usePortfoliosTradesQuery({
    direction: tab,
    page: 1,
    ...(id ? { fund_portfolio_id: Number(id) } : {}),
  });
  const rows: Schemas['PortfolioTradeRecord'][] = q.data?.results ?? [];
  return (
    <Page title="组合交易记录">
      <Tabs
        activeKey={tab}
        onChange={(k) =>
          navigate(
            `${id ? `/accounts/funds/funds_portfolios/${id}/trade_record_list/` : appPaths.portfolioTrades()}?tab=${k}`,
            { replace: true },
          )
        }
      >
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <LoadState query={q} empty={rows.length === 0}>
        <Section label="交易记录">
          {rows.map((o) => (
            <OrderRow key={o.id} o={o} />
          ))}
        </Section>
      </LoadState>
    </Page>
  );
}

export default PortfolioTradesScreen;
