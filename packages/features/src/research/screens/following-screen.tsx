import { formatPercent } from '@jijin/core';
import { FUND_FOLLOWING_PAGE_SIZE } from '../../shared/constants';
import { ListRowLink } from '../../shared/list-row-link';
import { appPaths } from '../../app/routes/index';
import { ListRows, EmptyState, PercentText, VirtualList, feedback } from '@jijin/ui';
import { Button, Tabs } from 'antd-mobile';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { QueryState } from '../../shared/query-state';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { useAppSelector } from '../../app/store';
import { Page } from '../../app/page';
import { errorTitle } from '../../shared/trade-attempt';
import {
  useUnfollowSymbolMutation,
  useListFollowingManagersQuery,
  useListFollowingSymbolsQuery,
} from '../api';
import s from '../components/research.module.css';
import { PagedRow } from '../../shared/blocks';
import { symbolAsOf } from '../../shared/as-of';

type Tab = 'funds' | 'stocks' | 'indexes' | 'managers';
type Followed = Schemas['FollowedSymbol'];

/** The tabs: symbol_type 3 fund, 1 stock, 5 index (spec 001 §3, §7), and managers. */
const TABS: { key: Tab; title: string; path: () => string; type?: '1' | '3' | '5' }[] = [
  { key: 'funds', title: '基金', path: appPaths.followingFunds, type: '3' },
  { key: 'stocks', title: '股票', path: appPaths.followingStocks, type: '1' },
  { key: 'indexes', title: '指数', path: appPaths.followingIndexes, type: '5' },
  { key: 'managers', title: '基金经理', path: appPaths.followingManagers },
];

const ROW_PX = 60;

function tabOf(pathname: string): Tab {
  const last = pathname.replace(/\/$/, '').split('/').pop();
  return TABS.some((t) => t.key === last) ? (last as Tab) : 'funds';
}

function detailPath(x: Followed): string {
  if (x.symbol_type === 1) return appPaths.stockDetail(x.symbol);
  if (x.symbol_type === 5) return appPaths.indexDetail(x.symbol);
  return appPaths.fundDetail(x.symbol);
}

/** Followed funds, stocks or indexes (page size 10,000, spec 001 §9) in a virtual list. */
function SymbolTab({ type, title }: { type: '1' | '3' | '5'; title: string }) {
  const q = useListFollowingSymbolsQuery(
    { symbol_type: type, page: 1, page_size: FUND_FOLLOWING_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const [unfollow] = useUnfollowSymbolMutation();
  const height = typeof window !== 'undefined' ? Math.max(300, window.innerHeight - 160) : 540;
  return (
    <QueryState query={q}>
      {(d) =>
        d.results.length === 0 ? (
          <EmptyState description={`还没有自选${title}`} />
        ) : (
          <>
            <p className={s.note}>共{d.total_count}只</p>
            <VirtualList
              items={d.results}
              estimateSize={ROW_PX}
              height={height}
              aria-label="自选列表"
              itemKey={(x) => `${x.symbol_type}-${x.symbol}`}
              renderItem={(x) => (
                <PagedRow>
                  <ListRowLink
                    to={detailPath(x)}
                    title={x.abbr_name}
                    description={symbolAsOf(x.symbol, x.net_value_date)}
                    extra={
                      <>
                        <span>{x.net_value ?? x.price ?? '--'}</span>
                        <PercentText value={x.percent_day ?? null} />
                      </>
                    }
                    action={
                      <Button
                        size="mini"
                        fill="none"
                        aria-label={`删自选 ${x.abbr_name}`}
                        onClick={async () => {
                          try {
                            await unfollow({
                              id: x.id,
                              symbol_type: x.symbol_type as 1 | 3 | 5,
                            }).unwrap();
                            feedback.toast('已删除自选');
                          } catch (e) {
                            feedback.toast(errorTitle(e));
                          }
                        }}
                      >
                        删自选
                      </Button>
                    }
                  />
                </PagedRow>
              )}
            />
          </>
        )
      }
    </QueryState>
  );
}

/** The managers the user follows (the managers area's list, server-side after login). */
function ManagersTab() {
  const q = useListFollowingManagersQuery(
    { page: 1, page_size: FUND_FOLLOWING_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <QueryState query={q}>
      {(d) =>
        d.results.length === 0 ? (
          <EmptyState description="还没有关注的基金经理" />
        ) : (
          <ListRows label="关注的基金经理" flush>
            {d.results.map((m) => (
              <ListRowLink
                key={m.id}
                to={appPaths.managerDetail(m.id)}
                title={m.name}
                description={
                  <>
                    {m.fund_company?.name ?? '--'}
                    {m.work_seniority !== null && m.work_seniority !== undefined
                      ? ` · 从业${m.work_seniority}年`
                      : ''}
                  </>
                }
                extra={
                  m.recommend_percent_value !== null && m.recommend_percent_value !== undefined
                    ? formatPercent(m.recommend_percent_value, { sign: false }).text
                    : undefined
                }
              />
            ))}
          </ListRows>
        )
      }
    </QueryState>
  );
}

/**
 * /symbols/following/ (funds), /funds, /stocks, /indexes, /managers — the 自选 tabs (spec 001 §2,
 * §7 symbol_type 1,3,5; the followed managers); a tab is its own path. A guest gets an empty
 * followed list (spec 001 §6) with a way to log in, and no call is made.
 */
export function FollowingScreen() {
  const { pathname, search } = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const tab = tabOf(pathname);
  const current = TABS.find((t) => t.key === tab)!;
  return (
    <Page title="自选">
      <Tabs
        activeKey={tab}
        onChange={(k) => navigate(TABS.find((t) => t.key === k)!.path(), { replace: true })}
      >
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <section className={s.card}>
        {!loggedIn ? (
          <EmptyState
            description={`还没有自选${current.title}`}
            action={<Link to={appPaths.login({ next: pathname + search })}>登录后查看自选</Link>}
          />
        ) : current.type ? (
          <SymbolTab key={current.type} type={current.type} title={current.title} />
        ) : (
          <ManagersTab />
        )}
      </section>
    </Page>
  );
}

export default FollowingScreen;
