import { describe, expect, it } from 'vitest';
import {
  createApiClient,
  REFRESH_TOKEN_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  type ApiClientOptions,
} from '../client';
import { ApiError } from '../api-error';
import { createMemoryStorage } from '../../ports/storage';
import { createMemoryCookieJar } from '../../ports/cookies';

/** A sandbox stand-in: access tokens `a<n>`, refresh tokens `r<n>`, one valid pair at a time. */
function fakeServer() {
  let n = 1;
  const state = { access: 'a1', refresh: 'r1', refreshCalls: 0, logoutBodies: [] as unknown[] };
  const seen: { path: string; auth: string | null }[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const unauthorized = () => json({ errors: { detail: ['登录认证失败，请重新登录'] } }, 401);
  const handler = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    const auth = request.headers.get('authorization');
    seen.push({ path, auth });
    if (path === '/accounts/login/')
      return json({ token: { access_token: state.access, refresh_token: state.refresh } });
    if (path === '/accounts/token/refresh/') {
      state.refreshCalls++;
      const body = (await request.json()) as { refresh_token: string };
      // let concurrent callers pile up before answering
      await new Promise((r) => setTimeout(r, 5));
      if (body.refresh_token !== state.refresh) return unauthorized();
      n++;
      state.access = `a${n}`;
      state.refresh = `r${n}`;
      return json({ access_token: state.access, refresh_token: state.refresh });
    }
    if (path === '/accounts/logout/') {
      state.logoutBodies.push(await request.json());
      state.access = 'revoked';
      state.refresh = 'revoked';
      return json({ detail: '已退出登录' });
    }
    return auth === `Bearer ${state.access}` ? json({ ok: path }) : unauthorized();
  };
  return { state, seen, handler };
}

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const server = fakeServer();
  const storage = createMemoryStorage();
  const client = createApiClient<Record<string, never>>({
    baseUrl: 'http://sandbox.test/api/v1',
    storage,
    cookies: createMemoryCookieJar({ csrftoken: 'csrf' }),
    fetch: server.handler,
    ...overrides,
  });
  return { client, storage, server };
}

describe('silent token refresh (spec 000 §8 when it fails)', () => {
  it('saves the refresh token from login beside the access token', async () => {
    const { client, storage } = setup();
    await client.request('POST', '/accounts/login/', { body: { mobile: '13800138000' } });
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('a1');
    expect(storage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('r1');
  });

  it('refreshes once on a 401 and retries the call with the new access token', async () => {
    const { client, storage, server } = setup();
    await client.request('POST', '/accounts/login/', { body: { mobile: '13800138000' } });
    server.state.access = 'expired-on-the-server';
    // the server's next pair is a2/r2: the stale a1 gets 401, the refresh succeeds, the retry passes
    server.state.refresh = 'r1';
    expect(await client.request('GET', '/accounts/settings/')).toEqual({
      ok: '/accounts/settings/',
    });
    expect(server.state.refreshCalls).toBe(1);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('a2');
    expect(server.seen.map((s) => `${s.path} ${s.auth}`)).toEqual([
      '/accounts/login/ null',
      '/accounts/settings/ Bearer a1',
      '/accounts/token/refresh/ Bearer a1',
      '/accounts/settings/ Bearer a2',
    ]);
  });

  it('shares one refresh between concurrent 401s (single flight), then every call succeeds', async () => {
    const { client, storage, server } = setup();
    await client.request('POST', '/accounts/login/', { body: { mobile: '13800138000' } });
    // the server rotates the access token (the old one "expired")
    server.state.access = 'a-next';
    server.state.refresh = 'r1';
    const results = await Promise.all([
      client.request('GET', '/one/'),
      client.request('GET', '/two/'),
      client.request('GET', '/three/'),
    ]);
    expect(results).toEqual([{ ok: '/one/' }, { ok: '/two/' }, { ok: '/three/' }]);
    expect(server.state.refreshCalls).toBe(1);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('a2');
    expect(storage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('r2');
  });

  it('retries without refreshing when another call already saved a newer token', async () => {
    const { client, storage, server } = setup();
    await client.request('POST', '/accounts/login/', { body: { mobile: '13800138000' } });
    server.state.access = 'a-next';
    await client.request('GET', '/one/');
    expect(server.state.refreshCalls).toBe(1);
    // a call that went out with the old token after the refresh: stored token differs -> retry
    storage.setItem(TOKEN_STORAGE_KEY, 'a2');
    expect(await client.request('GET', '/two/')).toEqual({ ok: '/two/' });
    expect(server.state.refreshCalls).toBe(1);
  });

  it('falls back to the 401 rule when the refresh is refused, and forgets both tokens', async () => {
    const hooks: number[] = [];
    const { client, storage, server } = setup({
      onUnauthorized: (e) => {
        hooks.push(e.status);
        return null;
      },
    });
    await client.request('POST', '/accounts/login/', { body: { mobile: '13800138000' } });
    server.state.access = 'gone';
    server.state.refresh = 'revoked';
    const error = await client.request('GET', '/accounts/settings/').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(hooks).toEqual([401]);
    expect(server.state.refreshCalls).toBe(1);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe(null);
    expect(storage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe(null);
  });

  it('applies the 401 rule once when the retry after a good refresh is refused too', async () => {
    const hooks: number[] = [];
    const server = fakeServer();
    let refusing = false;
    const client = createApiClient<Record<string, never>>({
      baseUrl: 'http://sandbox.test/api/v1',
      storage: createMemoryStorage(),
      cookies: createMemoryCookieJar({}),
      fetch: (request) =>
        refusing && !request.url.includes('/accounts/')
          ? Promise.resolve(new Response('{"errors":{"detail":["x"]}}', { status: 401 }))
          : server.handler(request),
      onUnauthorized: (e) => {
        hooks.push(e.status);
        return null;
      },
    });
    await client.request('POST', '/accounts/login/', { body: { mobile: '13800138000' } });
    refusing = true;
    const error = await client.request('GET', '/revoked/').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(server.state.refreshCalls).toBe(1);
    expect(hooks).toEqual([401]);
  });

  it('does not refresh without a refresh token (a token a host handed over)', async () => {
    const { client, server } = setup();
    client.setToken('handed');
    await expect(client.request('GET', '/accounts/settings/')).rejects.toMatchObject({
      status: 401,
    });
    expect(server.state.refreshCalls).toBe(0);
  });

  it('treats a network failure of the refresh as a failed refresh', async () => {
    let fail = false;
    const server = fakeServer();
    const storage = createMemoryStorage();
    const client = createApiClient<Record<string, never>>({
      baseUrl: 'http://sandbox.test/api/v1',
      storage,
      cookies: createMemoryCookieJar({}),
      fetch: (request) => {
        if (fail && request.url.includes('/token/refresh/'))
          return Promise.reject(new TypeError('offline'));
        return server.handler(request);
      },
    });
    await client.request('POST', '/accounts/login/', { body: { mobile: '13800138000' } });
    server.state.access = 'gone';
    fail = true;
    await expect(client.request('GET', '/x/')).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe(null);
  });
});

describe('server logout', () => {
  it('revokes on the server with the refresh token, then clears both tokens', async () => {
    const { client, storage, server } = setup();
    await client.request('POST', '/accounts/login/', { body: { mobile: '13800138000' } });
    await client.logout();
    expect(server.state.logoutBodies).toEqual([{ refresh_token: 'r1' }]);
    expect(server.seen.at(-1)).toEqual({ path: '/accounts/logout/', auth: 'Bearer a1' });
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe(null);
    expect(storage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe(null);
  });

  it('ends the session on this device even when the server cannot be reached', async () => {
    const storage = createMemoryStorage();
    const client = createApiClient<Record<string, never>>({
      baseUrl: 'http://sandbox.test/api/v1',
      storage,
      cookies: createMemoryCookieJar({}),
      fetch: () => Promise.reject(new TypeError('offline')),
    });
    client.setToken('a1');
    await client.logout();
    expect(client.getToken()).toBe(null);
  });

  it('makes no call when there is no session', async () => {
    const { client, server } = setup();
    await client.logout();
    expect(server.seen).toEqual([]);
  });
});
