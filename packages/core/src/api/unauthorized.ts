import { LOGIN_REDIRECT_MS } from '../constants/constants';
import type { HostBridge } from '../ports/host-bridge';
import type { ApiError } from './api-error';
import type { UnauthorizedHook } from './client';

/** Delay before a 401 sends the user to login, in ms: core's `LOGIN_REDIRECT_MS` (spec 000 §2, §9). */
export const LOGIN_REDIRECT_DELAY_MS = LOGIN_REDIRECT_MS;

/**
 * What {@link createUnauthorizedHook} needs.
 * @see spec 000 §2 (after a 401 the app redirects to login), §9
 */
export interface UnauthorizedHookOptions {
  bridge: Pick<HostBridge, 'login' | 'loginInPlace'>;
  /** The current path + query, to come back to after login (spec 000 §2 `next`). */
  currentPath: () => string;
  /** Shows the 401 message (a toast) before navigating away. */
  notify: (message: string) => void;
  /** Delay in ms before navigating to login; default 2,500 (spec 000 §9). */
  delayMs?: number;
  /** Timer, for tests; default `setTimeout`. */
  setTimer?: (callback: () => void, ms: number) => unknown;
}

/**
 * The host hook for 401 (spec 000 §2 "After a 401 the app redirects to login 2.5 seconds later"):
 * a host that logs in in place (native) is asked for a token and the call is retried; any other
 * host shows 登录认证失败，请重新登录 and navigates to login 2,500 ms later. Concurrent 401s share
 * one login.
 */
export function createUnauthorizedHook(options: UnauthorizedHookOptions): UnauthorizedHook {
  const { bridge, currentPath, notify } = options;
  const delayMs = options.delayMs ?? LOGIN_REDIRECT_DELAY_MS;
  const setTimer = options.setTimer ?? ((cb: () => void, ms: number) => setTimeout(cb, ms));
  let inFlight: Promise<string | null> | null = null;
  let redirectScheduled = false;
  return (error: ApiError) => {
    if (bridge.loginInPlace) {
      inFlight ??= bridge.login(currentPath()).finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    if (!redirectScheduled) {
      redirectScheduled = true;
      notify(error.title);
      setTimer(() => {
        redirectScheduled = false;
        void bridge.login(currentPath());
      }, delayMs);
    }
    return null;
  };
}
