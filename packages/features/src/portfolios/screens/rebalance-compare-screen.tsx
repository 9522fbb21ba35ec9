import { useParams, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useComparePortfolioRebalanceQuery } from '../../portfolios/api';
import { Section, blocks as s } from '../../shared/blocks';
import { PositionsDonut } from '../../portfolios/components/portfolio-parts';

/**
 * /p/{id}/rebalance_compare/?bankCardId[&shares]: current versus target positions, per fund;
 * `shares`, when the address carries it, goes with the compare call (spec 001 §2).
 */
export function RebalanceCompareScreen() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const q = useComparePortfolioRebalanceQuery({
    fund_portfolio_id: id,
    bank_card_id: Number(params.get('bankCardId')),
    ...(params.get('shares') ? { shares: params.get('shares')! } : {}),
  });
  return (
    <Page title="调仓前后对比">
      <QueryState query={q}>
        {(c) => {
          const rows: Schemas['PortfolioCompare']['rows'] = c.rows;
          return (
            <>
              <Section title="对比">
                <table className={s.table}>
                  <thead>
                    <tr>
                      <th scope="col">基金</th>
                      <th scope="col">当前占比</th>
                      <th scope="col">目标占比</th>
                      <th scope="col">当前份额</th>
                      <th scope="col">目标份额</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.symbol} data-testid={`compare-${r.symbol}`}>
                        <td>{r.abbr_name}</td>
                        <td>{r.percent_current ?? '--'}%</td>
                        <td>{r.percent_target ?? '--'}%</td>
                        <td>{r.shares_current ?? '--'}</td>
                        <td>{r.shares_target ?? '--'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Section>
              <Section title="调仓前">
                <PositionsDonut positions={c.before ?? []} title="调仓前" />
              </Section>
              <Section title="调仓后">
                <PositionsDonut positions={c.after ?? []} title="调仓后" />
              </Section>
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}

export default RebalanceCompareScreen;
