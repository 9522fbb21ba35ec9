import { createHttpCookieJar, cookieValue, splitSetCookie, type HttpCookieJar } from './cookie-jar';

/**
 * The HTTP methods the client sends.
 * @see README "Transports", README "CSRF"
 */
export type TransportMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';

/**
 * One request as the API client hands it to a {@link Transport}.
 * @see README "Transports", README "CSRF"
 */
export interface TransportRequest {
  readonly method: TransportMethod;
  /** Base URL + path + query, e.g. `http://127.0.0.1:8787/api/v1/symbols/funds/?page=1`. */
  readonly url: string;
  /** Header name -> value, already holding the request rules (README "The request rules"). */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * A JSON string, `undefined` for no body, or the host's `FormData` for
   * `ApiClient.postImage` (then no `Content-Type` is set: the host adds the boundary).
   */
  readonly body?: unknown;
  /** The client gives up after this many ms (20,000 by default); abort the request then too. */
  readonly timeoutMs: number;
}

/**
 * What a {@link Transport} answers: any HTTP status is an answer, not an error.
 * @see README "Transports", README "CSRF"
 */
export interface TransportResponse {
  /** HTTP status, e.g. 200 or 403. */
  readonly status: number;
  /** The body as text, `''` when there is none. The client parses the JSON. */
  readonly text: string;
}

/**
 * How the API client reaches the server. `send` resolves with any HTTP answer and rejects only
 * when there is none (offline, DNS, TLS, aborted): the client then rejects with the `ApiError`
 * of status -1 whose `cause` is that rejection. A transport that keeps its own cookies (Node,
 * mini-program) also says which cookie it would send, through `cookie`: the client reads
 * `csrftoken` there (README "CSRF").
 */
export interface Transport {
  send(request: TransportRequest): Promise<TransportResponse>;
  /** The value of cookie `name` the transport sends to `url`, or `undefined`. */
  cookie?(name: string, url: string): string | undefined;
}

/**
 * A fetch taking a `Request` (the browser's `fetch` is one).
 * @see README "Transports", README "CSRF"
 */
export type RequestFetch = (request: Request) => Promise<Response>;

/**
 * The browser transport: `fetch` (default `globalThis.fetch`) with a `Request` built from the
 * client's request; cookies are the browser's (same-origin credentials). Aborts with an
 * `AbortController` after `timeoutMs` when the host has one.
 *
 * @param fetchImpl the fetch to call, e.g. a test double or a fetch wrapper
 * @see README "Transports", README "CSRF"
 */
export function fetchTransport(fetchImpl?: RequestFetch): Transport {
  return {
    async send({ method, url, headers, body, timeoutMs }) {
      const doFetch = fetchImpl ?? ((request: Request) => globalThis.fetch(request));
      const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
      const timer = controller ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
      try {
        const init: RequestInit = {
          method,
          headers,
          credentials: 'same-origin',
          redirect: 'follow',
        };
        if (body !== undefined) init.body = body as NonNullable<RequestInit['body']>;
        if (controller) init.signal = controller.signal;
        const response = await doFetch(new Request(url, init));
        const text = method === 'HEAD' || response.status === 204 ? '' : await response.text();
        return { status: response.status, text };
      } finally {
        if (timer !== undefined) clearTimeout(timer);
      }
    },
  };
}

/**
 * A plain `fetch(url, init)` as Node 20+ has it (undici).
 * @see README "Transports", README "CSRF"
 */
export type UrlFetch = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string;
    redirect: 'manual';
    signal?: AbortSignal;
  },
) => Promise<{
  status: number;
  headers: { get(name: string): string | null; getSetCookie?(): string[] };
  text(): Promise<string>;
}>;

/**
 * Options of {@link cookieFetchTransport}.
 * @see README "Transports", README "CSRF"
 */
export interface CookieFetchTransportOptions {
  /** The fetch to call, default `globalThis.fetch` (Node 20+). */
  fetch?: UrlFetch;
  /** Where cookies live, default {@link createHttpCookieJar}; tough-cookie's `CookieJar` fits. */
  jar?: HttpCookieJar;
}

/**
 * The Node transport: `fetch(url, init)` plus a cookie jar, the way a browser keeps cookies —
 * every `Set-Cookie` answer is stored in `jar`, and each request carries the jar's `Cookie`
 * header for its URL. So the `csrftoken` cookie the server sets on a GET comes back on the next
 * POST, as the `Cookie` and (by the client) as `X-CSRFToken`. Redirects are not followed.
 * @see README "Transports", README "CSRF"
 */
export function cookieFetchTransport(options: CookieFetchTransportOptions = {}): Transport & {
  readonly jar: HttpCookieJar;
} {
  const jar = options.jar ?? createHttpCookieJar();
  return {
    jar,
    cookie: (name, url) => cookieValue(jar.getCookieStringSync(url), name),
    async send({ method, url, headers, body, timeoutMs }) {
      const doFetch = options.fetch ?? (globalThis.fetch as unknown as UrlFetch);
      const cookie = jar.getCookieStringSync(url);
      const init: Parameters<UrlFetch>[1] = {
        method,
        headers: cookie ? { ...headers, Cookie: cookie } : { ...headers },
        redirect: 'manual',
      };
      if (typeof body === 'string') init.body = body;
      else if (body !== undefined)
        throw new TypeError('cookieFetchTransport sends text bodies only');
      if (typeof AbortSignal === 'function' && typeof AbortSignal.timeout === 'function')
        init.signal = AbortSignal.timeout(timeoutMs);
      const response = await doFetch(url, init);
      const setCookies =
        typeof response.headers.getSetCookie === 'function'
          ? response.headers.getSetCookie()
          : splitSetCookie(response.headers.get('set-cookie') ?? '');
      for (const value of setCookies) jar.setCookieSync(value, url, { ignoreError: true });
      return { status: response.status, text: await response.text() };
    },
  };
}

/**
 * The part of a mini-program's `wx.request` options the transport uses.
 * @see README "Transports", README "CSRF"
 */
export interface WxRequestOptions {
  url: string;
  method: TransportMethod;
  header: Record<string, string>;
  data?: string;
  /** `'text'`: the body comes back as a string, not parsed. */
  dataType: string;
  responseType: 'text';
  /** ms */
  timeout: number;
  success(result: WxRequestSuccess): void;
  fail(error: { errMsg: string }): void;
}

/**
 * `wx.request`'s success result (any HTTP status).
 * @see README "Transports", README "CSRF"
 */
export interface WxRequestSuccess {
  statusCode: number;
  data: unknown;
  header?: Record<string, string | string[] | undefined>;
  /** The `Set-Cookie` values one by one (newer base libraries). */
  cookies?: string[];
}

/**
 * `wx.request` (or `uni.request`, `my.request` with the same shape).
 * @see README "Transports", README "CSRF"
 */
export type WxRequest = (options: WxRequestOptions) => unknown;

/**
 * Options of {@link wxTransport}.
 * @see README "Transports", README "CSRF"
 */
export interface WxTransportOptions {
  /** Where cookies live, default {@link createHttpCookieJar}. */
  jar?: HttpCookieJar;
}

/**
 * The error a {@link wxTransport} rejects with when `wx.request` fails: `errMsg` kept.
 * @see README "Transports", README "CSRF"
 */
export class WxRequestError extends Error {
  readonly errMsg: string;
  constructor(errMsg: string) {
    super(errMsg);
    this.name = 'WxRequestError';
    this.errMsg = errMsg;
  }
}

/**
 * The mini-program transport over `wx.request`: no `fetch`, `Request`, `Headers`,
 * `AbortController` or `URL` global is used. Mini-programs keep no cookies, so this transport
 * keeps them in `jar` (stored from `Set-Cookie`, sent as `Cookie`) like {@link cookieFetchTransport}.
 * The timeout is `wx.request`'s own `timeout` option.
 *
 * @param request `wx.request`
 * @see README "Transports", README "CSRF"
 */
export function wxTransport(
  request: WxRequest,
  options: WxTransportOptions = {},
): Transport & { readonly jar: HttpCookieJar } {
  const jar = options.jar ?? createHttpCookieJar();
  return {
    jar,
    cookie: (name, url) => cookieValue(jar.getCookieStringSync(url), name),
    send({ method, url, headers, body, timeoutMs }) {
      return new Promise<TransportResponse>((resolve, reject) => {
        if (body !== undefined && typeof body !== 'string') {
          reject(new TypeError('wxTransport sends text bodies only (use wx.uploadFile for files)'));
          return;
        }
        const cookie = jar.getCookieStringSync(url);
        const options: WxRequestOptions = {
          url,
          method,
          header: cookie ? { ...headers, Cookie: cookie } : { ...headers },
          dataType: 'text',
          responseType: 'text',
          timeout: timeoutMs,
          success(result) {
            const fromHeader = Object.entries(result.header ?? {})
              .filter(([name]) => name.toLowerCase() === 'set-cookie')
              .flatMap(([, value]) =>
                Array.isArray(value) ? value : value ? splitSetCookie(value) : [],
              );
            const setCookies = Array.isArray(result.cookies) ? result.cookies : fromHeader;
            for (const value of setCookies) jar.setCookieSync(value, url, { ignoreError: true });
            const data = result.data;
            const text =
              data === undefined || data === null
                ? ''
                : typeof data === 'string'
                  ? data
                  : JSON.stringify(data);
            resolve({ status: result.statusCode, text });
          },
          fail(error) {
            reject(new WxRequestError(error?.errMsg ?? 'request:fail'));
          },
        };
        if (body !== undefined) options.data = body;
        request(options);
      });
    },
  };
}
