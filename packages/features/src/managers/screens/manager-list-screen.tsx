import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows } from '@jijin/ui';
import { Button, Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { MANAGER_RECOMMEND_PAGE_SIZE } from '../constants';
import { skipToken } from '@reduxjs/toolkit/query';
import { useListRecommendedManagersQuery, useListFundManagersQuery } from '../../managers/api';
import { ManagerRow } from '../../managers/components/manager-row';
import { useMergeGuestFollows } from '../../managers/follow';
import s from './manager-list-screen.module.css';

/** The list's sort tabs (?sort=); the default is the recommended percent, highest first. */
export const MANAGER_SORTS = [
  { key: '-recommend_percent_value', label: '推荐' },
  { key: '-assets_total', label: '规模' },
  { key: '-work_seniority', label: '从业年限' },
  { key: '-best_return', label: '最佳回报' },
] as const;

const PAGE_SIZE = 20;

/**
 * /symbols/funds/managers/ (?sort=): managers with tags, scores and the recommended percent. The
 * 推荐 tab reads `GET /symbols/funds/managers/recommend/` (10 a page, the spec's default: ranked
 * managers by recommended percent); the other tabs the list sorted, 20 a page.
 */
export function ManagerListScreen() {
  useMergeGuestFollows();
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort') ?? MANAGER_SORTS[0].key;
  const [pages, setPages] = useState(1);
  useEffect(() => setPages(1), [sort]);
  return (
    <Page title="基金经理">
      <nav className={s.links} aria-label="基金经理工具">
        <Link to={appPaths.managerQuestion()}>选经理测评</Link>
        <Link to={appPaths.managerLists()}>经理榜单</Link>
        <Link to={appPaths.managerCompareList()}>对比列表</Link>
        <Link to={appPaths.managerFollowing()}>我关注的</Link>
      </nav>
      <Tabs
        activeKey={sort}
        onChange={(key) =>
          setParams(key === MANAGER_SORTS[0].key ? {} : { sort: key }, { replace: true })
        }
      >
        {MANAGER_SORTS.map((t) => (
          <Tabs.Tab key={t.key} title={t.label} />
        ))}
      </Tabs>
      <ListRows label="基金经理列表">
        {Array.from({ length: pages }, (_, i) => (
          <ListPage
            key={`${sort}-${i}`}
            sort={sort}
            page={i + 1}
            last={i + 1 === pages}
            onMore={() => setPages(pages + 1)}
          />
        ))}
      </ListRows>
    </Page>
  );
}

function ListPage({
  sort,
  page,
  last,
  onMore,
}: {
  sort: string;
  page: number;
  last: boolean;
  onMore: () => void;
}) {
  const recommend = sort === MANAGER_SORTS[0].key;
  const listed = useListFundManagersQuery(
    recommend ? skipToken : { sort, page, page_size: PAGE_SIZE },
  );
  const recommended = useListRecommendedManagersQuery(
    recommend ? { page, page_size: MANAGER_RECOMMEND_PAGE_SIZE } : skipToken,
  );
  const q = recommend ? recommended : listed;
  return (
    <QueryState query={q} wrap={(state) => <div role="listitem">{state}</div>}>
      {(data) => (
        <>
          {data.results.map((m) => (
            <ManagerRow key={m.id} manager={m} />
          ))}
          {page === 1 && data.results.length === 0 && (
            <div role="listitem">
              <EmptyState title="暂无基金经理" />
            </div>
          )}
          {last && page < data.total_page && (
            <div role="listitem" className={s.more}>
              <Button size="small" onClick={onMore}>
                加载更多
              </Button>
            </div>
          )}
        </>
      )}
    </QueryState>
  );
}

export default ManagerListScreen;
