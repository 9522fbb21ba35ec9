import { managerFollowList, type ManagerFollowList } from '@jijin/core';
import { LOCAL_HISTORY_MAX } from '@jijin/core/constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { selectIsLoggedIn } from '../app/auth-slice';
import { useServices } from '../app/services-context';
import { useAppSelector } from '../app/store';
import { useFollowManagerMutation, useUnfollowManagerMutation } from './api';

/**
 * How many managers a guest may follow on the device: the local lists' default maximum (spec 000
 * §3 "Local history default maximum: 10 entries", 001 §9); the list keeps the newest.
 */
export const GUEST_FOLLOW_MAX = LOCAL_HISTORY_MAX;

/** The device's manager follow list (core's local list over the storage port). */
export function useGuestFollowList(): ManagerFollowList {
  const { storage } = useServices();
  return useMemo(() => managerFollowList(storage, GUEST_FOLLOW_MAX), [storage]);
}

/**
 * Follow state of one manager (spec 001 §4 Follow button, §6): a guest follows on the device (core's
 * manager follow list); a logged-in user on the server.
 * @param id the manager
 * @param serverFollowed `followed` from the server's answer (logged-in users)
 */
export function useManagerFollow(id: number, serverFollowed: boolean | undefined) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const local = useGuestFollowList();
  const [localFollowed, setLocalFollowed] = useState(() => local.has(id));
  const [follow] = useFollowManagerMutation();
  const [unfollow] = useUnfollowManagerMutation();
  useEffect(() => setLocalFollowed(local.has(id)), [local, id]);
  const followed = loggedIn ? Boolean(serverFollowed) : localFollowed;
  const toggle = useCallback(
    async (next: boolean) => {
      if (loggedIn) {
        await (next ? follow({ id }) : unfollow({ id })).unwrap();
        return;
      }
      if (next) local.add(id);
      else local.remove(id);
      setLocalFollowed(next);
    },
    [follow, unfollow, id, local, loggedIn],
  );
  return { followed, toggle, loggedIn };
}

/**
 * After login, the managers a guest followed on the device are followed on the server, then the
 * local list is emptied (spec 001 §6: logged-in users follow managers server-side). Runs once per
 * mount while logged in; a failed follow keeps its id for the next try.
 */
export function useMergeGuestFollows(): void {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const local = useGuestFollowList();
  const [follow] = useFollowManagerMutation();
  const running = useRef(false);
  useEffect(() => {
    if (!loggedIn || running.current) return;
    const ids = local.all();
    if (!ids.length) return;
    running.current = true;
    void (async () => {
      for (const id of [...ids].reverse()) {
        try {
          await follow({ id: Number(id) }).unwrap();
          local.remove(id);
        } catch {
          // kept for the next screen that merges
        }
      }
      local.setUpdated(false);
      running.current = false;
    })();
  }, [follow, local, loggedIn]);
}
