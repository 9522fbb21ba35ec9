import { createLocalList, type KeyValueStorage, type LocalList } from '@jijin/core';
import { useEffect, useRef } from 'react';
import { useAppSelector } from '../app/store';
import { selectIsLoggedIn } from '../app/auth-slice';
import { useServices } from '../app/services-context';
import { useFollowStoreMutation } from './api';

/** Local list name of a guest's followed stores (stored under `ls.store_follow`). */
const GUEST_STORE_FOLLOWS = 'store_follow';

/** A guest's followed store ids, newest first (spec 001 §4: guests follow stores only locally). */
export function guestStoreFollows(storage: KeyValueStorage): LocalList<number> {
  return createLocalList<number>(storage, GUEST_STORE_FOLLOWS, { max: 100 });
}

/**
 * Once logged in, posts a guest's local store follows to the server (oldest first so the newest
 * stays newest) and empties the local list: the follow survives the login.
 */
export function useMergeGuestStoreFollows(): void {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { storage } = useServices();
  const [follow] = useFollowStoreMutation();
  const running = useRef(false);
  useEffect(() => {
    if (!loggedIn || running.current) return;
    const list = guestStoreFollows(storage);
    const ids = list.all();
    if (!ids.length) return;
    running.current = true;
    void (async () => {
      for (const id of [...ids].reverse()) {
        await follow({ id })
          .unwrap()
          .catch(() => undefined);
        list.remove(id);
      }
      running.current = false;
    })();
  }, [loggedIn, storage, follow]);
}
