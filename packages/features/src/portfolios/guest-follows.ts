import { createLocalList, type KeyValueStorage, type LocalList } from '@jijin/core';
import { useEffect, useRef } from 'react';
import { useAppSelector } from '../app/store';
import { selectIsLoggedIn } from '../app/auth-slice';
import { useServices } from '../app/services-context';
import { useFollowPortfolioMutation } from './api';

/** Local list name of a guest's followed portfolios (stored under `ls.portfolio_follow`). */
const GUEST_FOLLOW_LIST = 'portfolio_follow';

/**
 * A guest's followed portfolio ids, newest first (spec 001 §4 Follow button: guests follow
 * portfolios only locally). Kept up to 100.
 */
export function guestFollows(storage: KeyValueStorage): LocalList<number> {
  return createLocalList<number>(storage, GUEST_FOLLOW_LIST, { max: 100 });
}

/**
 * Once logged in, moves a guest's local follows to the server (POST follow for each, oldest
 * first so the newest stays newest) and empties the local list (merged on login).
 */
export function useMergeGuestFollows(): void {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { storage } = useServices();
  const [follow] = useFollowPortfolioMutation();
  const running = useRef(false);
  useEffect(() => {
    if (!loggedIn || running.current) return;
    const list = guestFollows(storage);
    const ids = list.all();
    if (!ids.length) return;
    running.current = true;
    void (async () => {
      for (const id of [...ids].reverse()) {
        try {
          await follow({ id }).unwrap();
          list.remove(id);
        } catch {
          // a portfolio that no longer exists stays out; others are retried next time
          list.remove(id);
        }
      }
      running.current = false;
    })();
  }, [loggedIn, storage, follow]);
}
