import { DEFAULT_TOPIC } from '../constants';
import { RECOMMEND_PORTFOLIOS_PAGE_SIZE } from '../../shared/constants';
import { appPaths } from '../../app/routes/index';
import { EmptyState } from '@jijin/ui';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { QueryState } from '../../shared/query-state';
import { useListPortfolioTopicsQuery } from '../../portfolios/api';
import { recommendedPortfoliosArgs, useListRecommendedPortfoliosQuery } from '../../shared/api';
import { Section, blocks as s } from '../../shared/blocks';
import { PortfolioCard, PortfolioRows } from '../../portfolios/components/portfolio-card';

/**
 * /portfolio/topics/ (default xds) and /portfolio/topics/{code}/ (e.g. pandoras_box): a topic's
 * portfolios, and the recommended portfolios 3 a page (spec 001 §7, §9).
 */
export function TopicScreen() {
  const code = useParams().code ?? DEFAULT_TOPIC;
  const navigate = useNavigate();
  const q = useListPortfolioTopicsQuery({ code });
  return (
    <Page title="组合">
      <Tabs
        activeKey={code}
        onChange={(k) => navigate(appPaths.portfolioTopic(k), { replace: true })}
      >
        <Tabs.Tab key="xds" title="投顾组合" />
        <Tabs.Tab key="pandoras_box" title="潘多拉魔盒" />
      </Tabs>
      <QueryState query={q}>
        {(topics) => {
          const t = topics[0];
          if (!t) return <EmptyState description="专题不存在" />;
          return (
            <Section title={t.title} right={<span className={s.muted}>{t.subtitle}</span>}>
              {t.portfolios.length === 0 ? (
                <EmptyState description="暂无组合" />
              ) : (
                <PortfolioRows label={t.title}>
                  {t.portfolios.map((p) => (
                    <PortfolioCard key={p.id} p={p} />
                  ))}
                </PortfolioRows>
              )}
            </Section>
          );
        }}
      </QueryState>
      <Recommended />
      <Section label="更多">
        <Link className={s.link} to={appPaths.portfolioFollowing()}>
          我关注的组合
        </Link>{' '}
        <Link className={s.link} to={appPaths.myPortfolios()}>
          我持有的组合
        </Link>
      </Section>
    </Page>
  );
}

function Recommended() {
  const [page, setPage] = useState(1);
  const q = useListRecommendedPortfoliosQuery(
    recommendedPortfoliosArgs(page, RECOMMEND_PORTFOLIOS_PAGE_SIZE),
  );
  const rows: Schemas['Portfolio'][] = q.data?.results ?? [];
  const total = q.data?.total_page ?? 1;
  return (
    <Section
      title="推荐组合"
      right={
        <Button size="mini" onClick={() => setPage(page >= total ? 1 : page + 1)}>
          换一批
        </Button>
      }
    >
      <LoadState query={q} empty={rows.length === 0}>
        <PortfolioRows label="推荐组合">
          {rows.map((p) => (
            <PortfolioCard key={p.id} p={p} />
          ))}
        </PortfolioRows>
      </LoadState>
    </Section>
  );
}

export default TopicScreen;
