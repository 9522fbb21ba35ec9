import { appPaths } from '../../app/routes/index';
import { EmptyState } from '@jijin/ui';
import { Link } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { useAppSelector } from '../../app/store';
import { LoadState } from '../../shared/load-state';
import { useListFollowingPortfoliosQuery, useGetPortfolioQuery } from '../../portfolios/api';
import { Note, Section, blocks as s } from '../../shared/blocks';
import { PortfolioCard, PortfolioRows } from '../../portfolios/components/portfolio-card';
import { guestFollows, useMergeGuestFollows } from '../../portfolios/guest-follows';

/**
 * /portfolio/following/: followed portfolios — from the server when logged in (a guest's local
 * follows are merged into it on login), from the device for a guest (spec 001 §4, §6).
 */
export function FollowingScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useMergeGuestFollows();
  return <Page title="我关注的组合">{loggedIn ? <ServerList /> : <GuestList />}</Page>;
}

/** Followed portfolios shown at once (one page; the spec gives no size). */
const FOLLOWING_PAGE_SIZE = 100;

function ServerList() {
  const q = useListFollowingPortfoliosQuery({ page: 1, page_size: FOLLOWING_PAGE_SIZE });
  const rows: Schemas['Portfolio'][] = q.data?.results ?? [];
  return (
    <LoadState query={q}>
      {rows.length === 0 ? (
        <EmptyState
          description="还没有关注的组合"
          action={
            <Link className={s.link} to={appPaths.portfolioTopic()}>
              去看看组合
            </Link>
          }
        />
      ) : (
        <Section label="关注的组合">
          <PortfolioRows label="关注的组合">
            {rows.map((p) => (
              <PortfolioCard key={p.id} p={p} />
            ))}
          </PortfolioRows>
        </Section>
      )}
    </LoadState>
  );
}

function GuestRow({ id }: { id: number }) {
  const q = useGetPortfolioQuery({ id });
  return q.data ? <PortfolioCard p={q.data} /> : null;
}

function GuestList() {
  const { storage } = useServices();
  const ids = guestFollows(storage).all();
  return (
    <>
      {ids.length === 0 ? (
        <EmptyState description="还没有关注的组合" />
      ) : (
        <Section label="关注的组合">
          <PortfolioRows label="关注的组合">
            {ids.map((id) => (
              <GuestRow key={id} id={id} />
            ))}
          </PortfolioRows>
        </Section>
      )}
      <Note>未登录时关注仅保存在本设备，登录后将同步到您的账户。</Note>
    </>
  );
}

export default FollowingScreen;
