import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows } from '@jijin/ui';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetPortfolioQuery } from '../../portfolios/api';
import { Note, Section } from '../../shared/blocks';
import { ListRowLink } from '../../shared/list-row-link';
import {
  PortfolioHead,
  PositionsDonut,
  TradeBar,
} from '../../portfolios/components/portfolio-parts';

/**
 * /funds/proposal/details/{id}/ (spec 001 §2 Fund trading): the fund proposal of portfolio `id` —
 * each fund with its position percent (the positions add up to 100 %, spec 001 §5 Fund
 * proposal), each fund's link to its page and its suspension note (spec 001 §4 Portfolio
 * position gating), and the portfolio's gated 买入 / 卖出 that buy or sell by this proposal.
 * Data: `GET /portfolio/{id}/`.
 */
export function ProposalDetailsScreen() {
  const id = Number(useParams().id);
  const q = useGetPortfolioQuery({ id });
  return (
    <Page title="方案详情" footer={q.data ? <TradeBar p={q.data} /> : undefined}>
      <QueryState query={q}>
        {(p) =>
          (p.positions ?? []).length === 0 ? (
            <EmptyState description="该方案暂无基金" />
          ) : (
            <>
              <PortfolioHead p={p} />
              <Section title="方案配置">
                <PositionsDonut positions={p.positions ?? []} />
              </Section>
              <Section title="方案中的基金">
                <ListRows label="方案中的基金" flush>
                  {(p.positions ?? []).map((x) => (
                    <ListRowLink
                      key={x.symbol}
                      to={appPaths.fundDetail(x.symbol)}
                      title={`${x.abbr_name}（${x.symbol}）`}
                      extra={`${x.percent}%`}
                    />
                  ))}
                </ListRows>
              </Section>
              <Note>按方案买入时，买入金额按各基金占比分配到每只基金。</Note>
            </>
          )
        }
      </QueryState>
    </Page>
  );
}

export default ProposalDetailsScreen;
