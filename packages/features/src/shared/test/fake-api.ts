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

/** The sandbox's start instant the fake clock shows: Monday 2026-04-20 10:00 in Beijing. */
export const NOW_MS = Date.parse('2026-04-20T10:00:00+08:00');

/** The base URL the fake API answers on (openapi-fetch needs an absolute one in Node). */
export const FAKE_BASE_URL = 'http://sandbox.test/api/v1';

/** A recorded call to the fake API. */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body sent, or null (GET, empty, or multipart — see `text`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any sent field
  body: Record<string, any> | null;
  /** The raw body text ('' for GET). */
  text: string;
  headers: Headers;
}

/** A handler's answer: JSON with a status (default 200), or a thrown network failure. */
export type FakeAnswer = { status?: number; body?: unknown } | 'offline';
export type FakeHandler = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

/** A route's reply: the JSON body itself, or `{ status, body }` (see {@link apiError}). */
export type FakeReply = unknown | { status: number; body: unknown };

/** A faked call matched by method (default GET) and path (after /api/v1), exactly or by RegExp. */
export interface FakeRoute {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string | RegExp;
  reply: (call: FakeCall) => FakeReply | Promise<FakeReply>;
}

/** An error answer with the contract's Errors body. */
export function apiError(
  status: number,
  errors: Record<string, string[]>,
): { status: number; body: unknown } {
  return { status, body: { errors } };
}

function isStatusReply(r: FakeReply): r is { status: number; body: unknown } {
  return (
    typeof r === 'object' &&
    r !== null &&
    'status' in r &&
    'body' in r &&
    typeof (r as { status: unknown }).status === 'number'
  );
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * A fake fetch for core's client (the one test harness of every area). It answers
 * `'<METHOD> <path>'` keys (path under /api/v1, e.g. `'GET /accounts/settings/'`) from
 * `handlers`, then `routes` matched by method and path or RegExp; anything else is a 404 with an
 * `errors` body. Every call is recorded. No network.
 */
export function createFakeApi(
  handlers: Record<string, FakeHandler> = {},
  routes: FakeRoute[] = [],
) {
  const calls: FakeCall[] = [];
  const table = { ...handlers };
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: FakeCall['body'] = null;
    try {
      body = text ? (JSON.parse(text) as FakeCall['body']) : null;
    } catch {
      // multipart: the raw text only
    }
    const call: FakeCall = {
      method: request.method,
      path,
      query: url.searchParams,
      body,
      text,
      headers: request.headers,
    };
    calls.push(call);
    const handler = table[`${request.method} ${path}`];
    if (handler) {
      const answer = typeof handler === 'function' ? await handler(call) : handler;
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return json(answer.status ?? 200, answer.body);
    }
    const route = routes.find(
      (r) =>
        (r.method ?? 'GET') === request.method &&
        (typeof r.path === 'string' ? r.path === path : r.path.test(path)),
    );
    if (!route) return json(404, { errors: { detail: ['请求的接口不存在'] } });
    const reply = await route.reply(call);
    return isStatusReply(reply) ? json(reply.status, reply.body) : json(200, reply);
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
  /** Answers by method and path or RegExp (after `handlers`). */
  fakeRoutes?: FakeRoute[];
  /** The clock's instant, ms (default Monday 2026-04-20 10:00 Beijing, {@link NOW_MS}). */
  now?: number;
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
  const api = createFakeApi(options.handlers, options.fakeRoutes);
  const storage = options.storage ?? createMemoryStorage();
  if (options.token) storage.setItem('ls_access_token', options.token);
  const services = createAppServices({
    bridge: fakeBridge(options.bridge),
    storage,
    cookies: options.cookies ?? createMemoryCookieJar({ csrftoken: 'test-csrf' }),
    clock: fixedClock(options.now ?? NOW_MS),
    baseUrl: FAKE_BASE_URL,
    fetch: api.fetch,
    notify: options.notify ?? (() => {}),
    currentPath: options.currentPath ?? (() => '/'),
  });
  return { services, api };
}
