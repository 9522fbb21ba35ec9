import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRows } from '@jijin/ui';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { Section } from '../../shared/blocks';
import { ListRowLink } from '../../shared/list-row-link';
import { useListFriendsQuery } from '../../research/api';

/** 我的关注 shows the users I follow, newest first, up to 100 (one page). */
const FRIENDS_PAGE_SIZE = 100;

/**
 * /users/friends/ — 我的关注 (spec 001 §7 Users `GET /users/friends/`): the users I follow, newest
 * follow first (up to 100); each opens the user's page, where 已关注 unfollows.
 */
export function FriendsScreen() {
  const q = useListFriendsQuery({ page_size: FRIENDS_PAGE_SIZE });
  return (
    <Page title="我的关注">
      <QueryState query={q}>
        {(p) =>
          p.results.length ? (
            <Section label="我关注的用户">
              <ListRows label="我关注的用户" flush>
                {p.results.map((u) => (
                  <ListRowLink key={u.id} to={appPaths.userProfile(u.id)} title={u.username} />
                ))}
              </ListRows>
            </Section>
          ) : (
            <EmptyState description="还没有关注任何人，在动态里点开作者主页即可关注" />
          )
        }
      </QueryState>
    </Page>
  );
}

export default FriendsScreen;
