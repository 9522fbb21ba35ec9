import { appPaths } from '../../app/routes/index';
import { FollowButton, ListRows, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { useAppSelector } from '../../app/store';
import { errorMessage } from '../../shared/errors';
import { QueryState } from '../../shared/query-state';
import {
  useFollowStoreMutation,
  useGetStoreQuery,
  useListStorePortfoliosQuery,
  useUnfollowStoreMutation,
  useUpdateStoreMutation,
} from '../api';
import { STORE_LIST_PAGE_SIZE } from '../page-sizes';
import { Actions, Section, blocks as s } from '../../shared/blocks';
import { TextAreaField } from '../components/fields';
import { PortfolioRow } from '../components/store-bits';
import { guestStoreFollows, useMergeGuestStoreFollows } from '../guest-follows';

/**
 * /store/{id}/: the store page — description (the owner edits it, spec 001 §6), follow
 * (guests keep it on the device, §4), its portfolios and its timeline.
 */
export function StoreDetailScreen() {
  const id = Number(useParams().id);
  useMergeGuestStoreFollows();
  const q = useGetStoreQuery({ id });
  return (
    <Page title="店铺">
      <QueryState query={q}>{(store) => <StoreBody store={store} />}</QueryState>
    </Page>
  );
}

function StoreFollow({ store }: { store: Schemas['Store'] }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { storage } = useServices();
  const local = guestStoreFollows(storage);
  const [localOn, setLocalOn] = useState(() => local.has(store.id));
  const [followStore] = useFollowStoreMutation();
  const [unfollowStore] = useUnfollowStoreMutation();
  const followed = loggedIn ? Boolean(store.followed) : localOn;
  return (
    <FollowButton
      followed={followed}
      onToggle={async (next) => {
        if (!loggedIn) {
          if (next) local.add(store.id);
          else local.remove(store.id);
          setLocalOn(next);
          feedback.toast(next ? '已关注（保存在本设备）' : '已取消关注');
          return;
        }
        await (next ? followStore : unfollowStore)({ id: store.id })
          .unwrap()
          .catch((e: unknown) => feedback.toast(errorMessage(e)));
      }}
    />
  );
}

function StoreBody({ store }: { store: Schemas['Store'] }) {
  const portfolios = useListStorePortfoliosQuery({
    store_id: store.id,
    page_size: STORE_LIST_PAGE_SIZE,
  });
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Section title={store.name} right={<StoreFollow store={store} />}>
        <p className={s.muted}>
          店主 {store.user.username} · {store.followers_count ?? 0}人关注
        </p>
        {editing ? (
          <EditDescription store={store} onDone={() => setEditing(false)} />
        ) : (
          <>
            <p>{store.description ?? '店主暂未填写简介'}</p>
            {store.is_owner && (
              <Button size="small" onClick={() => setEditing(true)}>
                编辑简介
              </Button>
            )}
          </>
        )}
      </Section>
      <Section
        title="店铺组合"
        right={
          <Link className={s.link} to={appPaths.storePortfolios(store.id)}>
            全部
          </Link>
        }
      >
        {(portfolios.data?.results ?? []).length === 0 ? (
          <p className={s.muted}>店主还没有创建组合</p>
        ) : (
          <ListRows label="店铺组合" flush>
            {portfolios.data!.results.map((p) => (
              <PortfolioRow key={p.id} p={p} storeId={store.id} />
            ))}
          </ListRows>
        )}
      </Section>
      <Actions>
        <Link className={s.link} to={appPaths.storeTimeline({ store_id: store.id })}>
          查看店铺动态
        </Link>
      </Actions>
    </>
  );
}

function EditDescription({ store, onDone }: { store: Schemas['Store']; onDone: () => void }) {
  const [text, setText] = useState(store.description ?? '');
  const [error, setError] = useState<string>();
  const [update, state] = useUpdateStoreMutation();
  const save = async () => {
    if (text.trim().length > 200) return setError('店铺简介最多200个字');
    try {
      await update({ id: store.id, body: { description: text.trim() } }).unwrap();
      feedback.toast('保存成功');
      onDone();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <>
      <TextAreaField
        label="店铺简介"
        value={text}
        onChange={setText}
        error={error}
        maxLength={200}
      />
      <Button color="primary" size="small" loading={state.isLoading} onClick={() => void save()}>
        保存简介
      </Button>{' '}
      <Button size="small" onClick={onDone}>
        取消
      </Button>
    </>
  );
}

export default StoreDetailScreen;
