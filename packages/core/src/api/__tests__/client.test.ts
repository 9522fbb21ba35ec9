import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../client';
import { ApiError, errorForStatus, titleFromErrors } from '../api-error';
import { createUnauthorizedHook } from '../unauthorized';
import { createMemoryStorage } from '../../ports/storage';
import { createMemoryCookieJar } from '../../ports/cookies';

/** A minimal contract for the tests: a GET list, a POST, login and signup, an upload. */
interface TestPaths {
  '/symbols/funds/': {
    get: {
      parameters: { query?: { page?: number; sort?: string } };
      responses: {
        200: { content: { 'application/json': { results: string[]; current_page: number } } };
      };
    };
  };
  '/funds/buy/': {
    post: {
      requestBody: { content: { 'application/json': { symbol: string; amount: string } } };
      responses: { 200: { content: { 'application/json': { id: number } } } };
    };
  };
  '/accounts/login/': {
    post: {
      requestBody: { content: { 'application/json': { mobile: string; captcha?: string } } };
      responses: { 200: { content: { 'application/json': { token: { access_token: string } } } } };
    };
  };
  '/accounts/signup/': {
    post: {
      requestBody: { content: { 'application/json': { mobile: string; captcha: string } } };
      responses: { 200: { content: { 'application/json': { token: { access_token: string } } } } };
    };
  };
  '/accounts/avatar/': {
    post: {
      requestBody: { content: { 'multipart/form-data': { avatar: string } } };
      responses: { 200: { content: { 'application/json': { avatar_xs: string } } } };
    };
  };
}

type Handler = (request: Request) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(handler: Handler, overrides: Partial<ApiClientOptions> = {}) {
  const requests: Request[] = [];
  const bodies: unknown[] = [];
  const storage = createMemoryStorage();
  const cookies = createMemoryCookieJar({ csrftoken: 'csrf-abc' });
  const client = createApiClient<TestPaths>({
    baseUrl: 'http://sandbox.test/api/v1',
    storage,
    cookies,
    fetch: async (request) => {
      requests.push(request);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      bodies.push(
        text && request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
      );
      return handler(request);
    },
    ...overrides,
  });
  return { client, requests, bodies, storage, cookies };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('request headers (spec 000 §7)', () => {
  it('sends no-cache headers on GET, and the CSRF header on GET too (spec 001 §7: every request)', async () => {
    const { client, requests } = setup(() => json({ results: [], current_page: 1 }));
    await client.get('/symbols/funds/', { params: { query: { page: 1 } } });
    const request = requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://sandbox.test/api/v1/symbols/funds/?page=1');
    expect(request.headers.get('Cache-Control')).toBe('no-cache');
    expect(request.headers.get('Pragma')).toBe('no-cache');
    expect(request.headers.get('X-CSRFToken')).toBe('csrf-abc');
  });

  it('copies the csrftoken cookie into X-CSRFToken on unsafe methods', async () => {
    const { client, requests, bodies } = setup(() => json({ id: 7 }));
    const data = await client.post('/funds/buy/', {
      body: { symbol: '000001', amount: '1000.00' },
    });
    expect(data).toEqual({ id: 7 });
    expect(requests[0]!.headers.get('X-CSRFToken')).toBe('csrf-abc');
    expect(requests[0]!.headers.get('Cache-Control')).toBeNull();
    expect(bodies[0]).toEqual({ symbol: '000001', amount: '1000.00' });
  });

  it('sends no CSRF header when the cookie is missing', async () => {
    const { client, requests, cookies } = setup(() => json({ id: 1 }));
    cookies.remove('csrftoken');
    await client.post('/funds/buy/', { body: { symbol: '000001', amount: '1' } });
    expect(requests[0]!.headers.get('X-CSRFToken')).toBeNull();
  });
});

describe('timeout (spec 000 §7, §8)', () => {
  it('rejects with status -1 and the network message after 20,000 ms', async () => {
    vi.useFakeTimers();
    const { client } = setup(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const pending = client.get('/symbols/funds/');
    const assertion = expect(pending).rejects.toMatchObject({
      status: -1,
      title: '网络连接失败，请检查网络',
    });
    await vi.advanceTimersByTimeAsync(19_999);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('honours a shorter configured timeout', async () => {
    vi.useFakeTimers();
    const { client } = setup(() => new Promise<Response>(() => undefined), { timeoutMs: 100 });
    const pending = client.get('/symbols/funds/');
    const assertion = expect(pending).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(100);
    await assertion;
  });

  it('maps a network failure (fetch throws) to status -1', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/symbols/funds/')).rejects.toMatchObject({
      status: -1,
      title: '网络连接失败，请检查网络',
      isNetworkError: true,
    });
  });
});

describe('errors field and status mapping (spec 000 §7, §8)', () => {
  it('rejects a 200 body carrying an errors field with a title from each first message and its keys', async () => {
    const { client } = setup(() =>
      json({ errors: { mobile: ['请输入正确的手机号码', '第二条'], captcha: ['验证码错误'] } }),
    );
    const error = await client.get('/symbols/funds/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      title: '请输入正确的手机号码；验证码错误',
      keys: ['mobile', 'captcha'],
    });
  });

  it('rejects a 400 with errors using the errors title', async () => {
    const { client } = setup(() => json({ errors: { non_field_errors: ['交易密码错误'] } }, 400));
    await expect(
      client.post('/funds/buy/', { body: { symbol: 'x', amount: '1' } }),
    ).rejects.toMatchObject({
      status: 400,
      title: '交易密码错误',
      keys: ['non_field_errors'],
    });
  });

  it('maps 429 to 请求过于频繁，请稍后重试 even when the body has errors', async () => {
    const { client } = setup(() => json({ errors: { mobile: ['60秒内只能发送一次'] } }, 429));
    await expect(client.get('/symbols/funds/')).rejects.toMatchObject({
      status: 429,
      title: '请求过于频繁，请稍后重试',
      keys: ['mobile'],
    });
  });

  it('maps 401 to 登录认证失败，请重新登录', async () => {
    const { client } = setup(() => json({ errors: { detail: ['未登录'] } }, 401));
    await expect(client.get('/symbols/funds/')).rejects.toMatchObject({
      status: 401,
      title: '登录认证失败，请重新登录',
      isUnauthorized: true,
    });
  });

  it('maps any other failure without errors to 数据请求失败，请稍后重试', async () => {
    const { client } = setup(() => new Response('boom', { status: 502 }));
    await expect(client.get('/symbols/funds/')).rejects.toMatchObject({
      status: 502,
      title: '数据请求失败，请稍后重试',
      keys: [],
    });
  });

  it('maps an unparseable success body to the generic failure, not a network error', async () => {
    const { client } = setup(
      () =>
        new Response('{not json', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(client.get('/symbols/funds/')).rejects.toMatchObject({ status: 500 });
  });

  it('builds titles that skip empty entries and fall back to the generic message', () => {
    expect(titleFromErrors({ a: [], b: '单条', c: ['  '] })).toBe('单条');
    expect(titleFromErrors({})).toBe('数据请求失败，请稍后重试');
    expect(errorForStatus(-1).title).toBe('网络连接失败，请检查网络');
  });

  it('spec 001 §8 missing quote data: a 404 without an errors field is 请求的数据不存在', () => {
    expect(errorForStatus(404).title).toBe('请求的数据不存在');
    expect(errorForStatus(404, { detail: 'x' }).title).toBe('请求的数据不存在');
    expect(errorForStatus(404, { errors: { symbol: ['基金不存在'] } }).title).toBe('基金不存在');
    expect(errorForStatus(500).title).toBe('数据请求失败，请稍后重试');
  });
});

describe('token (spec 000 §7)', () => {
  it('saves token.access_token from login and sends it as a bearer token afterwards', async () => {
    const { client, requests, storage } = setup((request) =>
      request.url.endsWith('/accounts/login/')
        ? json({ token: { access_token: 'tok-1' } })
        : json({ results: [], current_page: 1 }),
    );
    await client.post('/accounts/login/', { body: { mobile: '13800138000', captcha: '123456' } });
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
    expect(storage.getItem('ls_access_token')).toBe('tok-1');
    expect(client.getToken()).toBe('tok-1');
    await client.get('/symbols/funds/');
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer tok-1');
    client.setToken(null);
    expect(client.getToken()).toBeNull();
  });

  it('adds from_ad, from_wd and invite_code from cookies to signup and saves its token', async () => {
    const { client, bodies, cookies } = setup(() => json({ token: { access_token: 'tok-2' } }));
    cookies.set('from_ad', 'ad9');
    cookies.set('invite_code', 'INV1');
    await client.post('/accounts/signup/', { body: { mobile: '13800138000', captcha: '123456' } });
    expect(bodies[0]).toEqual({
      from_ad: 'ad9',
      invite_code: 'INV1',
      mobile: '13800138000',
      captcha: '123456',
    });
    expect(client.getToken()).toBe('tok-2');
  });

  it('does not save a token from other POST responses', async () => {
    const { client } = setup(() => json({ token: { access_token: 'nope' } }));
    await client.post('/funds/buy/', { body: { symbol: 'x', amount: '1' } });
    expect(client.getToken()).toBeNull();
  });
});

describe('401 host hook (spec 000 §2, §8)', () => {
  it('retries the call once with the token a host hands back in place', async () => {
    let calls = 0;
    const onUnauthorized = vi.fn(async () => 'fresh');
    const { client, requests } = setup(
      (request) => {
        calls += 1;
        return request.headers.get('Authorization') === 'Bearer fresh'
          ? json({ results: ['ok'], current_page: 1 })
          : json({ errors: { detail: ['过期'] } }, 401);
      },
      { onUnauthorized },
    );
    const data = await client.get('/symbols/funds/');
    expect(data.results).toEqual(['ok']);
    expect(calls).toBe(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('rejects with 401 when the host hands back no token, and never loops', async () => {
    const onUnauthorized = vi.fn(() => null);
    const { client } = setup(() => json({}, 401), { onUnauthorized });
    await expect(client.get('/symbols/funds/')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('shows the 401 toast and asks a navigating host to log in after 2,500 ms', async () => {
    vi.useFakeTimers();
    const login = vi.fn(async () => null);
    const notify = vi.fn();
    const hook = createUnauthorizedHook({
      bridge: { login, loginInPlace: false },
      currentPath: () => '/accounts/funds/?tab=1',
      notify,
    });
    const error = errorForStatus(401);
    expect(hook(error)).toBeNull();
    expect(hook(error)).toBeNull();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('登录认证失败，请重新登录');
    vi.advanceTimersByTime(2_499);
    expect(login).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(login).toHaveBeenCalledWith('/accounts/funds/?tab=1');
  });

  it('shares one in-place login between concurrent 401s', async () => {
    let resolveLogin: (token: string) => void = () => undefined;
    const login = vi.fn(() => new Promise<string | null>((resolve) => (resolveLogin = resolve)));
    const hook = createUnauthorizedHook({
      bridge: { login, loginInPlace: true },
      currentPath: () => '/',
      notify: vi.fn(),
    });
    const a = hook(errorForStatus(401));
    const b = hook(errorForStatus(401));
    resolveLogin('t');
    await expect(a).resolves.toBe('t');
    await expect(b).resolves.toBe('t');
    expect(login).toHaveBeenCalledTimes(1);
  });
});

describe('cached GET (spec 000 §7)', () => {
  it('delivers the stored first page first, then the live answer, and stores the new first page', async () => {
    let n = 0;
    const { client } = setup(() => json({ results: [`live-${++n}`], current_page: 1 }));
    const first = client.cachedGet('/symbols/funds/', {
      params: { query: { sort: '-percent_year' } },
    });
    expect(first.cached).toBeNull();
    expect((await first.live).results).toEqual(['live-1']);
    const second = client.cachedGet('/symbols/funds/', {
      params: { query: { sort: '-percent_year' } },
    });
    expect(second.cached?.results).toEqual(['live-1']);
    expect((await second.live).results).toEqual(['live-2']);
  });

  it('stores only the first page', async () => {
    const { client, storage } = setup(() => json({ results: ['p2'], current_page: 2 }));
    await client.cachedGet('/symbols/funds/', { params: { query: { page: 2 } } }).live;
    expect(storage.getItem('ls_api_cache:/symbols/funds/?page=2')).toBeNull();
    await client.cachedGet('/symbols/funds/', { params: { query: { page: 1 } }, cacheKey: 'funds' })
      .live;
    expect(storage.getItem('ls_api_cache:funds')).not.toBeNull();
  });

  it('drops a corrupt stored copy and survives a full storage', async () => {
    const { client, storage } = setup(() => json({ results: [], current_page: 1 }));
    storage.setItem('ls_api_cache:/symbols/funds/', '{oops');
    const result = client.cachedGet('/symbols/funds/');
    expect(result.cached).toBeNull();
    expect(storage.getItem('ls_api_cache:/symbols/funds/')).toBeNull();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    await expect(client.cachedGet('/symbols/funds/').live).resolves.toEqual({
      results: [],
      current_page: 1,
    });
  });
});

describe('image POST (spec 000 §7)', () => {
  it('sends multipart form data with its own boundary, and the CSRF header', async () => {
    const { client, requests } = setup(() => json({ avatar_xs: '/a.png' }));
    const form = new FormData();
    form.append('avatar', new Blob(['png'], { type: 'image/png' }), 'a.png');
    const data = await client.postImage('/accounts/avatar/', form);
    expect(data).toEqual({ avatar_xs: '/a.png' });
    expect(requests[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(requests[0]!.headers.get('X-CSRFToken')).toBe('csrf-abc');
  });
});

describe('untyped request (for the RTK Query base query)', () => {
  it('passes path params, query and body through the same rules', async () => {
    const { client, requests } = setup(() => json({ ok: true }));
    await client.request('PUT', '/portfolio/{id}/', {
      params: { path: { id: 5 }, query: { part: 'desc' } },
      body: { desc: '新的描述' },
    });
    expect(requests[0]!.url).toBe('http://sandbox.test/api/v1/portfolio/5/?part=desc');
    expect(requests[0]!.method).toBe('PUT');
    expect(requests[0]!.headers.get('X-CSRFToken')).toBe('csrf-abc');
  });
});
