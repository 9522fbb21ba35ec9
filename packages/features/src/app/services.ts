import {
  createApiClient,
  createUnauthorizedHook,
  systemClock,
  type ApiClient,
  type Clock,
  type CookieJar,
  type HostBridge,
  type KeyValueStorage,
  type paths,
} from '@jijin/core';
import { CSRF_COOKIE, CSRF_HEADER } from '@jijin/core/api';

/**
 * What a host shell injects at its composition root (ARCHITECTURE.md "Host bridges"): the API client
 * (with the request rules of spec 000 §7-8), the host bridge and the storage / cookie / clock
 * ports. Reachable from RTK Query (`extra`), thunks and screens (`useServices`).
 */
export interface AppServices {
  /** Core's API client typed by the contract's `paths` (a wrong URL, method or body fails tsc). */
  api: ApiClient<paths>;
  bridge: HostBridge;
  storage: KeyValueStorage;
  cookies: CookieJar;
  clock: Clock;
}

/** What {@link createAppServices} needs from a host shell. */
export interface AppServicesOptions {
  bridge: HostBridge;
  storage: KeyValueStorage;
  cookies: CookieJar;
  clock?: Clock;
  /** Server root, default `/api/v1`. */
  baseUrl?: string;
  /** A fetch taking a Request (tests pass a fake; default the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
  /** Shows a message (the ui feedback toast): used for 401's 登录认证失败，请重新登录. */
  notify: (message: string) => void;
  /** The current path + query (the `next` to come back to after login). */
  currentPath: () => string;
  /**
   * Called when a 401 ends the session, right before the host is asked to log in (2,500 ms
   * after the toast, spec 000 §2): the app forgets its auth state there (see `endSession`).
   */
  onSessionExpired?: () => void;
  /** Timer for the 401 redirect, for tests (default setTimeout). */
  setTimer?: (callback: () => void, ms: number) => unknown;
}

/** A cheap public GET of the contract whose answer sets the `csrftoken` cookie. */
export const CSRF_PRIME_PATH = '/accounts/mobile_codes/';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/**
 * Makes sure an unsafe request carries the CSRF header (spec 000 §7): the server hands out the
 * `csrftoken` cookie with a GET answer, so when a page's first call is a POST (login, signup
 * straight after opening the page) one GET is made first and the header is added from the
 * fresh cookie.
 */
export function withCsrfCookie(
  fetchFn: (request: Request) => Promise<Response>,
  cookies: CookieJar,
  baseUrl = '/api/v1',
): (request: Request) => Promise<Response> {
  let priming: Promise<unknown> | null = null;
  return async (request) => {
    if (SAFE_METHODS.has(request.method) || cookies.get(CSRF_COOKIE)) return fetchFn(request);
    const primeUrl = new URL(`${baseUrl.replace(/\/$/, '')}${CSRF_PRIME_PATH}`, request.url);
    priming ??= fetchFn(new Request(primeUrl, { method: 'GET', credentials: 'same-origin' }))
      .catch(() => undefined)
      .finally(() => {
        priming = null;
      });
    await priming;
    const token = cookies.get(CSRF_COOKIE);
    if (!token) return fetchFn(request);
    const headers = new Headers(request.headers);
    headers.set(CSRF_HEADER, token);
    const body = await request.clone().arrayBuffer();
    return fetchFn(
      new Request(request.url, {
        method: request.method,
        headers,
        body: body.byteLength ? body : undefined,
        credentials: request.credentials,
        signal: request.signal,
      }),
    );
  };
}

/**
 * Builds the {@link AppServices} of a host shell: core's API client typed by the contract, with
 * the 401 rule wired (spec 000 §2, §8): the stale token is dropped at once, the toast shows, and
 * 2,500 ms later the session ends and the bridge logs in with `next` = the current page. Hosts
 * that log in in place (native) get the call retried with the new token instead.
 */
export function createAppServices(options: AppServicesOptions): AppServices {
  const { bridge, storage, cookies } = options;
  const setTimer = options.setTimer ?? ((cb: () => void, ms: number) => setTimeout(cb, ms));
  const hook = createUnauthorizedHook({
    bridge,
    currentPath: options.currentPath,
    notify: options.notify,
    setTimer: (callback, ms) =>
      setTimer(() => {
        options.onSessionExpired?.();
        callback();
      }, ms),
  });
  let api: ApiClient<paths> | null = null;
  api = createApiClient<paths>({
    baseUrl: options.baseUrl,
    storage,
    cookies,
    fetch: withCsrfCookie(
      options.fetch ?? ((request) => globalThis.fetch(request)),
      cookies,
      options.baseUrl,
    ),
    onUnauthorized: (error) => {
      if (!bridge.loginInPlace) api?.setToken(null);
      return hook(error);
    },
  });
  return {
    api,
    bridge,
    storage,
    cookies,
    clock: options.clock ?? systemClock,
  };
}
