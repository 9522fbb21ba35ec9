import { EmptyState, ListRows } from '@jijin/ui';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { useAppSelector } from '../../app/store';
import { LoadState } from '../../shared/load-state';
import { useListFollowingStoresQuery, useGetStoreQuery } from '../api';
import { STORE_LIST_PAGE_SIZE } from '../page-sizes';
import { Note, Section } from '../../shared/blocks';
import { StoreRow } from '../components/store-bits';
import { guestStoreFollows, useMergeGuestStoreFollows } from '../guest-follows';

/** /store/following/: followed stores — server when logged in (a guest's merged in), device for a guest. */
export function StoreFollowingScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useMergeGuestStoreFollows();
  return <Page title="我关注的店铺">{loggedIn ? <ServerList /> : <GuestList />}</Page>;
}

function ServerList() {
  const q = useListFollowingStoresQuery({ page_size: STORE_LIST_PAGE_SIZE });
  const rows = q.data?.results ?? [];
  return (
    <LoadState query={q}>
      {rows.length === 0 ? (
        <EmptyState description="还没有关注的店铺" />
      ) : (
        <Section label="关注的店铺">
          <ListRows label="关注的店铺" flush>
            {rows.map((x) => (
              <StoreRow key={x.id} store={x} />
            ))}
          </ListRows>
        </Section>
      )}
    </LoadState>
  );
}

function GuestRow({ id }: { id: number }) {
  const q = useGetStoreQuery({ id });
  return q.data ? <StoreRow store={q.data} /> : null;
}

function GuestList() {
  const { storage } = useServices();
  const ids = guestStoreFollows(storage).all();
  return (
    <>
      {ids.length === 0 ? (
        <EmptyState description="还没有关注的店铺" />
      ) : (
        <Section label="关注的店铺">
          <ListRows label="关注的店铺" flush>
            {ids.map((id) => (
              <GuestRow key={id} id={id} />
            ))}
          </ListRows>
        </Section>
      )}
      <Note>未登录时关注仅保存在本设备，登录后将同步到您的账户。</Note>
    </>
  );
}

export default StoreFollowingScreen;
