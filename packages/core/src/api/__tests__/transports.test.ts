import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../api-error';
import {
  cookieFetchTransport,
  wxTransport,
  WxRequestError,
  type UrlFetch,
  type WxRequestOptions,
} from '../transport';
import { createHttpCookieJar } from '../cookie-jar';

interface TestPaths {
  '/accounts/check_mobile/': {
    get: {
      parameters: { query: { mobile: string } };
      responses: { 200: { content: { 'application/json': { status: number } } } };
    };
  };
  '/funds/buy/': {
    post: {
      parameters: { header: { 'Idempotency-Key': string } };
      requestBody: { content: { 'application/json': { symbol: string; amount: string } } };
      responses: { 200: { content: { 'application/json': { id: number } } } };
    };
  };
}

const BASE = 'http://127.0.0.1:8787/api/v1';

/**
 * A server with the CSRF rule of spec 000 §7: a GET without the cookie gets one; an unsafe
 * request needs the `X-CSRFToken` header equal to the `csrftoken` cookie it carries.
 */
function csrfServer() {
  const seen: { method: string; url: string; headers: Record<string, string> }[] = [];
  const answer = (method: string, url: string, headers: Record<string, string>) => {
    seen.push({ method, url, headers });
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    const cookie = /(?:^|;\s*)csrftoken=([^;]*)/.exec(lower.cookie ?? '')?.[1];
    if (method === 'GET') {
      return {
        status: 200,
        setCookie: cookie ? [] : ['csrftoken=tok123; Path=/; SameSite=Lax'],
        text: JSON.stringify({ status: 1 }),
      };
    }
    if (!cookie || lower['x-csrftoken'] !== cookie)
      return {
        status: 403,
        setCookie: [],
        text: JSON.stringify({ errors: { csrf: ['CSRF 校验失败，请刷新页面后重试'] } }),
      };
    return { status: 200, setCookie: [], text: JSON.stringify({ id: 7 }) };
  };
  return { seen, answer };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Node transport keeps the cookies a browser would (spec 000 §7 CSRF header from a cookie)', () => {
  it('stores the csrftoken of a GET and sends it back as Cookie and X-CSRFToken on the POST', async () => {
    const server = csrfServer();
    const fetch: UrlFetch = async (url, init) => {
      const a = server.answer(init.method, url, init.headers);
      return {
        status: a.status,
        headers: { get: () => null, getSetCookie: () => a.setCookie },
        text: async () => a.text,
      };
    };
    const transport = cookieFetchTransport({ fetch });
    const api = createApiClient<TestPaths>({ baseUrl: BASE, transport });
    await expect(
      api.get('/accounts/check_mobile/', { params: { query: { mobile: '13800138000' } } }),
    ).resolves.toEqual({ status: 1 });
    await expect(
      api.post('/funds/buy/', {
        params: { header: { 'Idempotency-Key': 'key-1' } },
        body: { symbol: '000001', amount: '10.00' },
      }),
    ).resolves.toEqual({ id: 7 });
    expect(server.seen[1]!.headers.Cookie).toBe('csrftoken=tok123');
    expect(server.seen[1]!.headers['X-CSRFToken']).toBe('tok123');
    expect(server.seen[1]!.headers['Idempotency-Key']).toBe('key-1');
    expect(transport.cookie!('csrftoken', `${BASE}/funds/buy/`)).toBe('tok123');
  });

  it('a POST before any GET carries no CSRF header and is refused with the server message', async () => {
    const server = csrfServer();
    const fetch: UrlFetch = async (url, init) => {
      const a = server.answer(init.method, url, init.headers);
      return { status: a.status, headers: { get: () => null }, text: async () => a.text };
    };
    const api = createApiClient<TestPaths>({
      baseUrl: BASE,
      transport: cookieFetchTransport({ fetch }),
    });
    const error = await api
      .post('/funds/buy/', {
        params: { header: { 'Idempotency-Key': 'key-2' } },
        body: { symbol: '000001', amount: '10.00' },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).title).toBe('CSRF 校验失败，请刷新页面后重试');
    expect((error as ApiError).cause).toEqual({
      status: 403,
      body: { errors: { csrf: ['CSRF 校验失败，请刷新页面后重试'] } },
    });
    expect(server.seen[0]!.headers['X-CSRFToken']).toBeUndefined();
  });
});

describe('the mini-program transport runs over wx.request alone (spec 000 §6 mini-program client)', () => {
  function wxOver(server: ReturnType<typeof csrfServer>) {
    const calls: WxRequestOptions[] = [];
    const request = (options: WxRequestOptions) => {
      calls.push(options);
      const a = server.answer(options.method, options.url, options.header);
      queueMicrotask(() =>
        options.success({
          statusCode: a.status,
          data: a.text,
          header: a.setCookie.length ? { 'Set-Cookie': a.setCookie.join(', ') } : {},
        }),
      );
    };
    return { calls, request };
  }

  it('completes a GET and a CSRF-guarded POST with no fetch, Request, Headers, AbortController or URL global', async () => {
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'URL'])
      vi.stubGlobal(name, undefined);
    const server = csrfServer();
    const wx = wxOver(server);
    const api = createApiClient<TestPaths>({ baseUrl: BASE, transport: wxTransport(wx.request) });
    await api.get('/accounts/check_mobile/', { params: { query: { mobile: '13800138000' } } });
    await expect(
      api.post('/funds/buy/', {
        params: { header: { 'Idempotency-Key': 'key-1' } },
        body: { symbol: '000001', amount: '10.00' },
      }),
    ).resolves.toEqual({ id: 7 });
    expect(wx.calls).toHaveLength(2);
    expect(wx.calls[0]!.url).toBe(`${BASE}/accounts/check_mobile/?mobile=13800138000`);
    expect(wx.calls[0]!.timeout).toBe(20_000);
    expect(wx.calls[1]!.header['X-CSRFToken']).toBe('tok123');
    expect(wx.calls[1]!.header['Idempotency-Key']).toBe('key-1');
    expect(wx.calls[1]!.data).toBe('{"symbol":"000001","amount":"10.00"}');
  });

  it('keeps the wx.request failure as the cause of the 网络连接失败 ApiError', async () => {
    const api = createApiClient<TestPaths>({
      baseUrl: BASE,
      transport: wxTransport((options) => options.fail({ errMsg: 'request:fail timeout' })),
    });
    const error = (await api
      .get('/accounts/check_mobile/', { params: { query: { mobile: '1' } } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(-1);
    expect(error.title).toBe('网络连接失败，请检查网络');
    expect(error.cause).toBeInstanceOf(WxRequestError);
    expect((error.cause as WxRequestError).errMsg).toBe('request:fail timeout');
  });
});

describe('the built-in cookie jar follows RFC 6265 for one API origin', () => {
  it('matches host, path and Secure, and deletes on Max-Age=0 and on a past Expires', () => {
    let now = Date.parse('2026-04-20T00:00:00Z');
    const jar = createHttpCookieJar(() => now);
    jar.setCookieSync('a=1; Path=/', 'http://api.example.com/api/v1/x/');
    jar.setCookieSync('b=2', 'http://api.example.com/api/v1/x/y');
    jar.setCookieSync('s=3; Secure; Path=/', 'https://api.example.com/');
    jar.setCookieSync('d=4; Domain=example.com; Path=/', 'http://api.example.com/');
    jar.setCookieSync('evil=5; Domain=other.com', 'http://api.example.com/');
    jar.setCookieSync('m=6; Max-Age=60; Path=/', 'http://api.example.com/');
    expect(jar.getCookieStringSync('http://api.example.com/api/v1/x/z')).toBe('b=2; a=1; d=4; m=6');
    expect(jar.getCookieStringSync('http://www.example.com/')).toBe('d=4');
    expect(jar.getCookieStringSync('https://api.example.com/')).toContain('s=3');
    expect(jar.getCookieStringSync('http://other.com/')).toBe('');
    now += 61_000;
    expect(jar.getCookieStringSync('http://api.example.com/')).not.toContain('m=6');
    jar.setCookieSync('a=; Max-Age=0; Path=/', 'http://api.example.com/');
    jar.setCookieSync(
      'd=; Domain=example.com; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      'http://api.example.com/',
    );
    expect(jar.getCookieStringSync('http://api.example.com/')).toBe('');
  });
});
