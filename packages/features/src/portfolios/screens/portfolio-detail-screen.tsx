import { formatDateTime } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows } from '@jijin/ui';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetPortfolioQuery, useGetPortfolioTimelineQuery } from '../../portfolios/api';
import { Note, Section, blocks as s } from '../../shared/blocks';
import { ListRowLink } from '../../shared/list-row-link';
import { NavChart } from '../../portfolios/components/nav-chart';
import {
  PortfolioFollow,
  PortfolioHead,
  PortfolioShare,
  PositionsDonut,
  TradeBar,
} from '../../portfolios/components/portfolio-parts';
import { useMergeGuestFollows } from '../../portfolios/guest-follows';

/**
 * /p/{id} (also ?store_id=): net value and returns, the chart against CSI 300, positions as a
 * donut, links to detailed positions, position history, net-value history, trade notice and
 * fees, the advisor's texts, follow / share, and 买入 / 卖出 / 定投 gated as spec 001 §4 says.
 */
export function PortfolioDetailScreen() {
  const id = Number(useParams().id);
  const q = useGetPortfolioQuery({ id });
  useMergeGuestFollows();
  return (
    <Page title={q.data?.name ?? '组合详情'} footer={q.data ? <TradeBar p={q.data} /> : undefined}>
      <QueryState query={q}>
        {(p) => (
          <>
            <PortfolioHead p={p} />
            <Section label="关注与分享">
              <div className={s.head}>
                <span className={s.muted}>{p.followers_count ?? 0}人关注</span>
                <span>
                  <PortfolioFollow p={p} /> <PortfolioShare p={p} />
                </span>
              </div>
            </Section>
            <NavChart id={p.id} name={p.name} />
            <Section
              title="组合持仓"
              right={
                <Link className={s.link} to={appPaths.portfolioPositions(p.id)}>
                  持仓明细
                </Link>
              }
            >
              <PositionsDonut positions={p.positions ?? []} />
            </Section>
            <Section title="更多信息">
              <nav aria-label="组合信息">
                <p>
                  <Link className={s.link} to={appPaths.portfolioNetValueHistory(p.id)}>
                    历史净值
                  </Link>
                </p>
                <p>
                  <Link className={s.link} to={appPaths.portfolioPositionHistory(p.id)}>
                    调仓历史
                  </Link>
                </p>
                <p>
                  <Link className={s.link} to={appPaths.portfolioTradeNotice(p.id)}>
                    交易须知与费率
                  </Link>
                </p>
                <p>
                  <Link className={s.link} to={appPaths.portfolioRiskTest({ portfolio_id: p.id })}>
                    投顾风险测评
                  </Link>
                </p>
              </nav>
            </Section>
            <PortfolioTimeline id={p.id} />
            <Section title="投顾说明">
              <p>投顾：{p.advisor_name ?? '--'}</p>
              {p.advisor_description && <p className={s.muted}>{p.advisor_description}</p>}
              {p.description && <p>{p.description}</p>}
              {p.advisor_strategy && <p className={s.muted}>策略：{p.advisor_strategy}</p>}
            </Section>
            <Note>{p.advisor_risk_warning ?? '组合过往业绩不代表未来表现，投资需谨慎。'}</Note>
          </>
        )}
      </QueryState>
    </Page>
  );
}

/** Posts 组合动态 shows (the latest 3). */
const TIMELINE_POSTS = 3;

/** 组合动态: the portfolio's latest 3 posts (its status timeline), each opening the post. */
function PortfolioTimeline({ id }: { id: number }) {
  const q = useGetPortfolioTimelineQuery({ portfolio_id: id, page_size: TIMELINE_POSTS });
  return (
    <Section title="组合动态">
      <QueryState query={q}>
        {(page) =>
          page.results.length ? (
            <ListRows label="组合动态" flush>
              {page.results.map((post) => (
                <ListRowLink
                  key={post.id}
                  to={appPaths.statusDetail(post.id)}
                  title={post.title ?? '无标题动态'}
                  description={`${post.user.username} · ${formatDateTime(post.publish_at)}`}
                />
              ))}
            </ListRows>
          ) : (
            <EmptyState description="暂无组合动态" />
          )
        }
      </QueryState>
    </Section>
  );
}

export default PortfolioDetailScreen;
