import {
  createMemoryCookieJar,
  createMemoryStorage,
  fixedClock,
  type CookieJar,
  type HostBridge,
  type KeyValueStorage,
} from '@jijin/core';
import { vi } from 'vitest';
import { createAppServices, type AppServices } from '../../app/services';

/** The base URL the fake API answers on (openapi-fetch needs an absolute one in Node). */
export const FAKE_BASE_URL = 'http://sandbox.test/api/v1';

/** A recorded call to the fake API. */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** A handler's answer: JSON with a status (default 200), or a thrown network failure. */
export type FakeAnswer = { status?: number; body?: unknown } | 'offline';
export type FakeHandler = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

/**
 * A fake fetch for core's client: answers `'<METHOD> <path>'` (path under /api/v1, e.g.
 * `'GET /accounts/settings/'`) from `routes`; anything else is a 404 with an `errors` body.
 * Every call is recorded. No network.
 */
export function createFakeApi(routes: Record<string, FakeHandler> = {}) {
  const calls: FakeCall[] = [];
  const table = { ...routes };
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // multipart
    }
    const call: FakeCall = {
      method: request.method,
      path,
      query: url.searchParams,
      body,
      headers: request.headers,
    };
    calls.push(call);
    const handler = table[`${request.method} ${path}`];
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    if (!answer) {
      return new Response(JSON.stringify({ errors: { detail: ['请求的接口不存在'] } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    fetch,
    calls,
    /** Calls of one `'<METHOD> <path>'`. */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    /** Adds or replaces a route. */
    on: (key: string, handler: FakeHandler) => {
      table[key] = handler;
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

/** A host bridge for tests: the browser's behaviour, every method a spy. */
export function fakeBridge(overrides: Partial<HostBridge> = {}): HostBridge {
  return {
    kind: 'browser',
    showHeader: true,
    loginInPlace: false,
    login: vi.fn(async () => null),
    share: vi.fn(async () => {}),
    setTitle: vi.fn(),
    openAppFeature: vi.fn(async () => false),
    close: vi.fn(),
    ...overrides,
  };
}

/** What {@link fakeServices} builds. */
export interface FakeServicesOptions {
  /** Answers by `'<METHOD> <path>'`. */
  handlers?: Record<string, FakeHandler>;
  bridge?: Partial<HostBridge>;
  storage?: KeyValueStorage;
  cookies?: CookieJar;
  /** A token already held (a logged-in user). */
  token?: string | null;
  notify?: (message: string) => void;
  currentPath?: () => string;
}

/** Services with a fake fetch (no network), memory storage and cookies (csrftoken set), a fixed clock. */
export function fakeServices(options: FakeServicesOptions = {}): {
  services: AppServices;
  api: FakeApi;
} {
  const api = createFakeApi(options.handlers);
  const storage = options.storage ?? createMemoryStorage();
  if (options.token) storage.setItem('ls_access_token', options.token);
  const services = createAppServices({
    bridge: fakeBridge(options.bridge),
    storage,
    cookies: options.cookies ?? createMemoryCookieJar({ csrftoken: 'test-csrf' }),
    clock: fixedClock(Date.parse('2026-04-20T10:00:00+08:00')),
    baseUrl: FAKE_BASE_URL,
    fetch: api.fetch,
    notify: options.notify ?? (() => {}),
    currentPath: options.currentPath ?? (() => '/'),
  });
  return { services, api };
}
