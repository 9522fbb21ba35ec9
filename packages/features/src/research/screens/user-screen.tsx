import { appPaths } from '../../app/routes/index';
import { EmptyState, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { selectIsLoggedIn, selectUserId } from '../../app/auth-slice';
import { loginPathFor } from '../../app/guard';
import { Page } from '../../app/page';
import { useAppSelector } from '../../app/store';
import { errorMessage } from '../../shared/errors';
import { QueryState } from '../../shared/query-state';
import { useGetSettingsQuery } from '../../shared/api';
import {
  useFollowUserMutation,
  useUnfollowUserMutation,
  useGetUserQuery,
  useGetUserTimelineQuery,
} from '../../research/api';
import { StatusList } from '../../research/components/status-list';
import s from '../../research/components/research.module.css';

/** /users/{id}/ — a user's page: follow / unfollow, counts and their posts. */
export function UserScreen() {
  const id = Number(useParams().id);
  const q = useGetUserQuery({ id });
  const posts = useGetUserTimelineQuery({ user_id: id });
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const meFromState = useAppSelector(selectUserId);
  const meQuery = useGetSettingsQuery(undefined, { skip: !loggedIn });
  const me = meQuery.data?.id ?? meFromState;
  const navigate = useNavigate();
  const location = useLocation();
  const [follow] = useFollowUserMutation();
  const [unfollow] = useUnfollowUserMutation();
  return (
    <Page title="用户主页">
      <QueryState query={q}>
        {(u) => (
          <section className={s.card}>
            <h2 className={s.title}>{u.username}</h2>
            <p className={s.muted}>
              {u.id === me ? (
                <Link to={appPaths.userFriends()}>关注 {u.friends_count ?? 0}</Link>
              ) : (
                <>关注 {u.friends_count ?? 0}</>
              )}{' '}
              · 粉丝 {u.followers_count ?? 0}
            </p>
            {u.id !== me && (
              <Button
                size="small"
                color={u.followed ? 'default' : 'primary'}
                aria-pressed={u.followed}
                onClick={async () => {
                  if (!loggedIn) return navigate(loginPathFor(location.pathname));
                  try {
                    await (u.followed ? unfollow : follow)({ id }).unwrap();
                  } catch (e) {
                    feedback.toast(errorMessage(e));
                  }
                }}
              >
                {u.followed ? '已关注' : '关注'}
              </Button>
            )}
          </section>
        )}
      </QueryState>
      <section className={s.card} aria-label="动态">
        <QueryState query={posts}>
          {(p) =>
            p.results.length ? (
              <StatusList items={p.results as Schemas['StatusPost'][]} label="用户动态" />
            ) : (
              <EmptyState description="暂无动态" />
            )
          }
        </QueryState>
      </section>
    </Page>
  );
}

export default UserScreen;
