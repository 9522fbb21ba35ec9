import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows } from '@jijin/ui';
import { Link } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useListFollowingManagersQuery, useGetFundManagerQuery } from '../../managers/api';
import { ManagerRow } from '../../managers/components/manager-row';
import { useGuestFollowList, useMergeGuestFollows } from '../../managers/follow';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { useAppSelector } from '../../app/store';
import s from './manager-list-screen.module.css';

/** The followed managers shown to a logged-in user: one page of at most 100. */
const FOLLOWING_PAGE_SIZE = 100;

function GuestRow({ id }: { id: number }) {
  const q = useGetFundManagerQuery({ id });
  return q.data ? <ManagerRow manager={q.data} /> : null;
}

function ServerList() {
  const q = useListFollowingManagersQuery({ page: 1, page_size: FOLLOWING_PAGE_SIZE });
  return (
    <QueryState query={q}>
      {(page) =>
        page.results.length ? (
          <ListRows label="关注的基金经理">
            {page.results.map((m) => (
              <ManagerRow key={m.id} manager={m} />
            ))}
          </ListRows>
        ) : (
          <Empty />
        )
      }
    </QueryState>
  );
}

function Empty() {
  return (
    <EmptyState
      title="还没有关注的基金经理"
      action={<Link to={appPaths.managerList()}>去看看基金经理</Link>}
    />
  );
}

/**
 * /symbols/funds/managers/following/: the managers the user follows — on the server after login
 * (the device's guest follows are merged first), on the device for a guest.
 */
export function ManagerFollowingScreen() {
  useMergeGuestFollows();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const local = useGuestFollowList();
  const ids = loggedIn ? [] : local.all().map(Number);
  return (
    <Page title="关注的基金经理">
      {loggedIn ? (
        <ServerList />
      ) : ids.length ? (
        <>
          <p className={s.links}>未登录时关注保存在本机，登录后将同步到账户。</p>
          <ListRows label="关注的基金经理">
            {ids.map((id) => (
              <GuestRow key={id} id={id} />
            ))}
          </ListRows>
        </>
      ) : (
        <Empty />
      )}
    </Page>
  );
}

export default ManagerFollowingScreen;
