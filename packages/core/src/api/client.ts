import createClient, {
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
  type Client,
  type MaybeOptionalInit,
  type Middleware,
} from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { CookieJar } from '../ports/cookies';
import type { KeyValueStorage } from '../ports/storage';
import { ApiError, errorForStatus, hasErrorsField } from './api-error';
import { REQUEST_TIMEOUT_MS } from '../constants/constants';
import { createMemoryStorage } from '../ports/storage';
import { createMemoryCookieJar } from '../ports/cookies';
import { fetchTransport, type Transport, type TransportMethod } from './transport';
import type { paths } from './schema.gen';

// One declaration of the timeout (constants, spec 000 §7, §9), re-exported for `@jijin/core/api`.
export { REQUEST_TIMEOUT_MS };
/** Name of the CSRF cookie and the header it is copied to, on every request (README "CSRF"). */
export const CSRF_COOKIE = 'csrftoken';
/**
 * The request header that carries the `csrftoken` cookie's value, sent whenever the cookie is
 * there, GETs included; the server checks it on POST, PUT, PATCH and DELETE (403 without it).
 * @see spec 000 §7, 001 §7 (requests carry a CSRF header taken from a cookie); README "CSRF"
 */
export const CSRF_HEADER = 'X-CSRFToken';
/** Storage key of the saved access token (local-storage prefix `ls`, spec 000 §9). */
export const TOKEN_STORAGE_KEY = 'ls_access_token';
/**
 * Storage key of the saved refresh token (beside the access token).
 * @see README "Token refresh"
 */
export const REFRESH_TOKEN_STORAGE_KEY = 'ls_refresh_token';
/**
 * The refresh call: trades the refresh token for a new pair.
 * @see README "Token refresh"
 */
export const REFRESH_PATH = '/accounts/token/refresh/';
/**
 * The server logout: revokes the session's access and refresh tokens.
 * @see README "Token refresh"
 */
export const LOGOUT_PATH = '/accounts/logout/';
/** Storage key prefix of the cached GET (spec 000 §7). */
export const CACHE_STORAGE_PREFIX = 'ls_api_cache:';
/** Cookies whose values signup carries (spec 000 §7, 001 §7 Promotion). */
export const SIGNUP_COOKIE_FIELDS = ['from_ad', 'from_wd', 'invite_code'] as const;

const TOKEN_PATHS = new Set(['/accounts/login/', '/accounts/signup/']);

/**
 * Called when a call gets 401. Resolve a new access token to have the call retried once with it
 * (a host that logs in without leaving the page); resolve `null` to reject with the 401
 * {@link ApiError} (the host then navigates to login, spec 000 §2: after 2,500 ms).
 */
export type UnauthorizedHook = (error: ApiError) => Promise<string | null> | string | null;

/**
 * What {@link createApiClient} needs from its host.
 * @see spec 000 §7 The calls it makes; README "The API client"
 */
export interface ApiClientOptions {
  /** Server root, default `/api/v1` (all paths of the contract are relative to it). */
  baseUrl?: string;
  /** Token and cached-GET storage (localStorage in browsers); default in memory. */
  storage?: KeyValueStorage;
  /**
   * The page's cookies (`document.cookie` in browsers): `csrftoken`, and `from_ad` / `from_wd` /
   * `invite_code` for signup. Read only where the transport keeps no cookies of its own
   * ({@link Transport.cookie}); default an empty in-memory jar.
   */
  cookies?: CookieJar;
  /**
   * How requests reach the server (README "Transports"): {@link fetchTransport} in browsers
   * (the default), {@link cookieFetchTransport} in Node, {@link wxTransport} in mini-programs.
   */
  transport?: Transport;
  /** Shorthand for `transport: fetchTransport(fetch)`: a fetch taking a Request. Ignored with `transport`. */
  fetch?: (request: Request) => Promise<Response>;
  /** Timeout in ms, default 20,000 (spec 000 §7). */
  timeoutMs?: number;
  /** See {@link UnauthorizedHook}. */
  onUnauthorized?: UnauthorizedHook;
}

/**
 * The JSON body of an operation's success answer (200, 201 or 202 `application/json`), `never`
 * when it has none.
 * @see spec 000 §7 The calls it makes; README "The API client"
 */
export type JsonData<Op> = Op extends {
  responses: infer R;
}
  ? {
      [S in keyof R]: S extends 200 | 201 | 202 | '200' | '201' | '202'
        ? R[S] extends { content: { 'application/json': infer D } }
          ? D
          : never
        : never;
    }[keyof R]
  : never;
/**
 * The JSON success body of `Paths[P][M]`.
 * @see spec 000 §7 The calls it makes; README "The API client"
 */
export type ResponseData<Paths, P extends keyof Paths, M extends HttpMethod> =
  Paths[P] extends Record<M, infer Op> ? JsonData<Op> : never;

/**
 * A call of {@link ApiClient} for the HTTP method `M`: a path of `Paths` that has `M`, its init
 * (params, body; required when the operation has required parameters), resolving to
 * {@link ResponseData}. Rejects with {@link ApiError}.
 * @see spec 000 §7 The calls it makes; README "The API client"
 */
export type ApiMethod<Paths extends object, M extends HttpMethod> = <
  P extends PathsWithMethod<Paths, M>,
  I extends MaybeOptionalInit<Paths[P], M & keyof Paths[P]>,
>(
  path: P,
  ...init: RequiredKeysOf<I> extends never ? [init?: I] : [init: I]
) => Promise<ResponseData<Paths, P, M>>;

/**
 * The cached GET's answer: the stored first page (or `null`) now, the live answer later.
 * @see spec 000 §7 The calls it makes; README "The API client"
 */
export interface CachedResult<T> {
  cached: T | null;
  live: Promise<T>;
}

/** The typed API client of the contract (spec 000 §7-8, 001 §7-8). Every call rejects with {@link ApiError}. */
export interface ApiClient<Paths extends object = paths> {
  /**
   * openapi-fetch client with the request-rule middleware, for calls needing the raw Response.
   * It always uses `fetch` (`options.fetch` or the global one), never the transport.
   */
  readonly raw: Client<Paths>;
  get: ApiMethod<Paths, 'get'>;
  post: ApiMethod<Paths, 'post'>;
  put: ApiMethod<Paths, 'put'>;
  del: ApiMethod<Paths, 'delete'>;
  /**
   * The cached GET (spec 000 §7): `cached` is the copy stored under `cacheKey` (default: path +
   * query), `live` the fresh answer. Only first pages (no `page` query or `page` 1) are stored.
   */
  cachedGet<
    P extends PathsWithMethod<Paths, 'get'>,
    I extends MaybeOptionalInit<Paths[P], 'get' & keyof Paths[P]>,
  >(
    path: P,
    init?: I & { cacheKey?: string },
  ): CachedResult<ResponseData<Paths, P, 'get'>>;
  /** The image POST (multipart/form-data), e.g. the avatar upload (spec 000 §7). */
  postImage<P extends PathsWithMethod<Paths, 'post'>>(
    path: P,
    form: FormData,
  ): Promise<ResponseData<Paths, P, 'post'>>;
  /**
   * Untyped call for generic callers (RTK Query base query): a `FormData` body is sent as
   * multipart/form-data, any other body as JSON. Rejects with {@link ApiError}.
   */
  request(
    method: Uppercase<HttpMethod>,
    path: string,
    init?: {
      params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
      body?: unknown;
      headers?: Record<string, string>;
    },
  ): Promise<unknown>;
  /** The saved access token, or null. */
  getToken(): string | null;
  /** Saves (or with null, clears) the access token, forgetting any refresh token. */
  setToken(token: string | null): void;
  /**
   * Logs out server-side: `POST /accounts/logout/` revokes the session's access and
   * refresh tokens, then both are cleared locally. Never rejects: an unreachable server still
   * ends the session on this device (the tokens then expire on their own).
   */
  logout(): Promise<void>;
}

/**
 * Creates the request-rule middleware (spec 000 §7): `Authorization: Bearer <token>` when a token
 * is saved; the `csrftoken` cookie as `X-CSRFToken` on every request (spec 001 §7); `Cache-Control: no-cache`
 * and `Pragma: no-cache` on GET.
 */
export function requestRulesMiddleware(storage: KeyValueStorage, cookies: CookieJar): Middleware {
  return {
    onRequest({ request }) {
      const token = storage.getItem(TOKEN_STORAGE_KEY);
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      if (request.method === 'GET') {
        request.headers.set('Cache-Control', 'no-cache');
        request.headers.set('Pragma', 'no-cache');
      }
      // Every request, safe or not (spec 001 §7 "Requests carry a CSRF header taken from a cookie").
      const csrf = cookies.get(CSRF_COOKIE);
      if (csrf) request.headers.set(CSRF_HEADER, csrf);
      return request;
    },
  };
}

/**
 * Wraps a fetch with the 20 s timeout (spec 000 §7): the request is aborted after `timeoutMs`
 * and the returned promise rejects (the client turns that into status -1).
 */
export function withTimeout(
  fetchImpl: (request: Request) => Promise<Response>,
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): (request: Request) => Promise<Response> {
  return (request) => {
    const controller = new AbortController();
    const abort = () => controller.abort();
    request.signal?.addEventListener('abort', abort);
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => {
        controller.abort();
        reject(new DOMException('请求超时', 'TimeoutError'));
      }, timeoutMs);
      fetchImpl(new Request(request, { signal: controller.signal })).then(
        (response) => {
          clearTimeout(timer);
          resolve(response);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  };
}

function isFirstPage(query: Record<string, unknown> | undefined): boolean {
  const page = query?.page;
  return page === undefined || page === null || Number(page) === 1;
}

/**
 * Default cache key of the cached GET: the path plus its query, keys sorted.
 * @see spec 000 §7 The calls it makes; README "The API client"
 */
export function cacheKeyOf(path: string, query?: Record<string, unknown>): string {
  const entries = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0
    ? path
    : `${path}?${entries.map(([k, v]) => `${k}=${String(v)}`).join('&')}`;
}

/**
 * Creates the typed API client: openapi-fetch `createClient<Paths>` plus the request rules of
 * spec 000 §7-8 — CSRF header, no-cache GET, 20 s timeout (status -1), `errors` bodies rejected
 * with a title and keys, 429/401/other status messages, bearer token saved from login/signup,
 * signup's cookie fields, the cached GET and the image POST.
 *
 * @throws never synchronously; every call rejects with an {@link ApiError}.
 */
export function createApiClient<Paths extends object = paths>(
  options: ApiClientOptions = {},
): ApiClient<Paths> {
  const { onUnauthorized } = options;
  const storage = options.storage ?? createMemoryStorage();
  const pageCookies = options.cookies ?? createMemoryCookieJar();
  const baseUrl = (options.baseUrl ?? '/api/v1').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const transport = options.transport ?? fetchTransport(options.fetch);
  const querySerializer = createQuerySerializer();
  /** The cookie the request to `url` carries: the transport's own, else the page's. */
  const cookieFor = (name: string, url: string): string | undefined =>
    transport.cookie ? transport.cookie(name, url) : pageCookies.get(name);

  let rawClient: Client<Paths> | null = null;
  const getRaw = (): Client<Paths> => {
    if (!rawClient) {
      const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
      rawClient = createClient<Paths>({ baseUrl, fetch: withTimeout(baseFetch, timeoutMs) });
      rawClient.use(requestRulesMiddleware(storage, pageCookies));
    }
    return rawClient;
  };

  const getToken = () => storage.getItem(TOKEN_STORAGE_KEY);
  // A token set from outside (a host's login, the mini-program's #token=) starts a session
  // without a refresh token: a stale one of an earlier session must not outlive it.
  const setToken = (token: string | null) => {
    if (token) storage.setItem(TOKEN_STORAGE_KEY, token);
    else storage.removeItem(TOKEN_STORAGE_KEY);
    storage.removeItem(REFRESH_TOKEN_STORAGE_KEY);
  };

  type RawInit = {
    params?: {
      path?: Record<string, unknown>;
      query?: Record<string, unknown>;
      header?: Record<string, unknown>;
    };
    body?: unknown;
    headers?: Record<string, string>;
    bodySerializer?: (body: unknown) => unknown;
  };
  type Exchange = { status: number; data?: unknown; error?: unknown };

  /**
   * One request through the transport with the request rules (README "The request rules"):
   * bearer token, `X-CSRFToken` from the `csrftoken` cookie on every request, no-cache GETs,
   * JSON bodies; the 20 s timeout. Rejects only without an answer, with the cause.
   */
  async function exchange(method: string, path: string, init: RawInit): Promise<Exchange> {
    const upper = method.toUpperCase() as TransportMethod;
    const url = createFinalURL(path, {
      baseUrl,
      params: init.params ?? {},
      querySerializer,
      pathSerializer: defaultPathSerializer,
    });
    const headers: Record<string, string> = {};
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (upper === 'GET') {
      headers['Cache-Control'] = 'no-cache';
      headers.Pragma = 'no-cache';
    }
    const csrf = cookieFor(CSRF_COOKIE, url);
    if (csrf) headers[CSRF_HEADER] = csrf;
    let body: unknown;
    if (init.body !== undefined) {
      if (init.bodySerializer) body = init.bodySerializer(init.body);
      else if (typeof FormData !== 'undefined' && init.body instanceof FormData)
        body = init.body; // multipart/form-data: the transport sets the type and its boundary
      else {
        body = JSON.stringify(init.body);
        headers['Content-Type'] = 'application/json';
      }
    }
    // The contract's header parameters (`params.header`, e.g. Idempotency-Key), then raw headers.
    for (const [name, value] of Object.entries(init.params?.header ?? {}))
      if (value !== undefined && value !== null) headers[name] = String(value);
    Object.assign(headers, init.headers);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`请求超时（${timeoutMs} ms）`);
        error.name = 'TimeoutError';
        reject(error);
      }, timeoutMs);
    });
    let answer: { status: number; text: string };
    try {
      answer = await Promise.race([
        transport.send({ method: upper, url, headers, body, timeoutMs }),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
    const { status, text } = answer;
    const ok = status >= 200 && status < 300;
    if (!text) return ok ? { status, data: undefined } : { status, error: undefined };
    if (ok) return { status, data: JSON.parse(text) as unknown };
    try {
      return { status, error: JSON.parse(text) as unknown };
    } catch {
      return { status, error: text };
    }
  }

  async function send(
    method: string,
    path: string,
    init: RawInit = {},
    retried = false,
    refreshed = false,
  ): Promise<unknown> {
    let body = init.body;
    if (method === 'POST' && path === '/accounts/signup/' && body && typeof body === 'object') {
      const extra: Record<string, string> = {};
      for (const name of SIGNUP_COOKIE_FIELDS) {
        const value = cookieFor(name, baseUrl + path);
        if (value) extra[name] = value;
      }
      body = { ...extra, ...(body as Record<string, unknown>) };
    }
    let result: Exchange;
    const sentToken = getToken();
    try {
      result = await exchange(method, path, { ...init, body });
    } catch (error) {
      if (error instanceof SyntaxError) throw errorForStatus(500, undefined, error);
      throw errorForStatus(-1, undefined, error);
    }
    const { status } = result;
    if (status < 200 || status >= 300) {
      const apiError = errorForStatus(status, result.error);
      if (
        apiError.isUnauthorized &&
        !retried &&
        !refreshed &&
        sentToken &&
        !TOKEN_PATHS.has(path)
      ) {
        // the access token expired — refresh once (single flight) and retry; a 401
        // on the retry still goes to the host's 401 rule below.
        const fresh = await refreshOnce(sentToken);
        if (fresh) return send(method, path, init, false, true);
      }
      if (apiError.isUnauthorized && onUnauthorized && !retried) {
        const token = await onUnauthorized(apiError);
        if (token) {
          setToken(token);
          return send(method, path, init, true);
        }
      }
      throw apiError;
    }
    if (hasErrorsField(result.data)) throw errorForStatus(status, result.data);
    if (method === 'POST' && TOKEN_PATHS.has(path)) {
      const accessToken = (result.data as { token?: { access_token?: unknown } } | undefined)?.token
        ?.access_token;
      if (typeof accessToken === 'string' && accessToken) setToken(accessToken);
      saveRefresh(result.data as { token?: { refresh_token?: unknown } } | undefined);
    }
    return result.data;
  }

  function saveRefresh(data: { token?: { refresh_token?: unknown } } | undefined): void {
    const refresh = data?.token?.refresh_token;
    if (typeof refresh === 'string' && refresh) storage.setItem(REFRESH_TOKEN_STORAGE_KEY, refresh);
    else storage.removeItem(REFRESH_TOKEN_STORAGE_KEY);
  }

  let inFlight: Promise<boolean> | null = null;
  /**
   * Refreshes the access token once for every call that got 401 with `staleToken`:
   * concurrent callers share one `POST /accounts/token/refresh/`. Resolves true when a newer
   * access token is saved (by this refresh, or already by another one), false when there is no
   * refresh token or the server refused it (both tokens are then forgotten).
   */
  function refreshOnce(staleToken: string): Promise<boolean> {
    const current = getToken();
    if (current && current !== staleToken) return Promise.resolve(true);
    if (inFlight) return inFlight;
    const refreshToken = storage.getItem(REFRESH_TOKEN_STORAGE_KEY);
    if (!refreshToken) return Promise.resolve(false);
    inFlight = (async () => {
      try {
        const { data, status } = await exchange('POST', REFRESH_PATH, {
          body: { refresh_token: refreshToken },
        });
        const pair = data as { access_token?: unknown; refresh_token?: unknown } | undefined;
        const ok = status >= 200 && status < 300;
        if (ok && typeof pair?.access_token === 'string' && pair.access_token) {
          setToken(pair.access_token);
          saveRefresh({ token: pair });
          return true;
        }
      } catch {
        // network failure: fall through to the 401 rule
      }
      setToken(null);
      return false;
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function logout(): Promise<void> {
    const refreshToken = storage.getItem(REFRESH_TOKEN_STORAGE_KEY);
    if (getToken() || refreshToken) {
      try {
        await exchange('POST', LOGOUT_PATH, {
          body: refreshToken ? { refresh_token: refreshToken } : {},
        });
      } catch {
        // unreachable server: the session still ends on this device
      }
    }
    setToken(null);
  }

  const method =
    (m: string) =>
    (path: string, init?: RawInit): Promise<never> =>
      send(m, path, init) as Promise<never>;

  return {
    get raw() {
      return getRaw();
    },
    get: method('GET') as never,
    post: method('POST') as never,
    put: method('PUT') as never,
    del: method('DELETE') as never,
    request: (m, path, init) => send(m, path, init),
    cachedGet(path, init) {
      const { cacheKey, ...rest } = (init ?? {}) as RawInit & { cacheKey?: string };
      const query = rest.params?.query;
      const key = CACHE_STORAGE_PREFIX + (cacheKey ?? cacheKeyOf(String(path), query));
      let cached: never | null = null;
      const stored = storage.getItem(key);
      if (stored !== null) {
        try {
          cached = JSON.parse(stored) as never;
        } catch {
          storage.removeItem(key);
        }
      }
      const live = send('GET', String(path), rest).then((data) => {
        if (isFirstPage(query)) {
          try {
            storage.setItem(key, JSON.stringify(data));
          } catch {
            // Quota exceeded: the live answer still stands, it just isn't cached.
          }
        }
        return data as never;
      });
      return { cached, live };
    },
    postImage(path, form) {
      return send('POST', String(path), { body: form }) as never;
    },
    getToken,
    setToken,
    logout,
  };
}
