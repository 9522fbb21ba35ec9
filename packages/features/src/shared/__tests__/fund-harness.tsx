import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { expect, vi } from 'vitest';
import {
  createMemoryCookieJar,
  createMemoryStorage,
  fixedClock,
  type HostBridge,
} from '@jijin/core';
import { AppRoot } from '../../app/app-root';
import { createAppServices } from '../../app/services';
import { makeStore } from '../../app/store';

/** One faked API answer: JSON body, or `{ status, body }` for an error status. */
export type FakeReply = unknown | { status: number; body: unknown };

/** A faked call of the contract: method + path (after /api/v1), matched exactly or by RegExp. */
export interface FakeRoute {
  method?: 'GET' | 'POST';
  path: string | RegExp;
  reply: (call: FakeCall) => FakeReply | Promise<FakeReply>;
}

/** What the screen sent. */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  headers: Headers;
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

/** A fetch answering the routes (404 Errors for anything else); every call is recorded. */
export function fakeFetch(routes: FakeRoute[]) {
  const calls: FakeCall[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const call: FakeCall = {
      method: request.method,
      path,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      headers: request.headers,
    };
    calls.push(call);
    const route = routes.find(
      (r) =>
        (r.method ?? 'GET') === request.method &&
        (typeof r.path === 'string' ? r.path === path : r.path.test(path)),
    );
    const reply = route ? await route.reply(call) : apiError(404, { detail: ['请求的数据不存在'] });
    const { status, body } = isStatusReply(reply) ? reply : { status: 200, body: reply };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls };
}

/** A browser-like host bridge (header shown). */
export function fakeBridge(): HostBridge {
  return {
    kind: 'browser',
    showHeader: true,
    loginInPlace: false,
    login: vi.fn(async () => null),
    share: vi.fn(async () => {}),
    setTitle: vi.fn(),
    openAppFeature: vi.fn(async () => false),
    close: vi.fn(),
  };
}

/** The sandbox's start instant: Monday 2026-04-20 10:00 in Beijing. */
export const NOW_MS = Date.parse('2026-04-20T10:00:00+08:00');

/**
 * Renders `routes` at `url` in the real frame: makeStore + the app services whose API client uses
 * a fake fetch, the memory router, and a catch-all that shows where the screen navigated.
 */
export function renderRoutes(
  url: string,
  routes: RouteObject[],
  api: FakeRoute[],
  options: { loggedIn?: boolean } = {},
) {
  const { fetch, calls } = fakeFetch(api);
  const storage = createMemoryStorage();
  const cookies = createMemoryCookieJar();
  const services = createAppServices({
    bridge: fakeBridge(),
    storage,
    cookies,
    fetch,
    baseUrl: 'http://localhost/api/v1',
    notify: vi.fn(),
    currentPath: () => url,
    clock: fixedClock(NOW_MS),
  });
  const loggedIn = options.loggedIn ?? true;
  const store = makeStore(services, { auth: { userId: loggedIn ? 1 : 0, loggedIn } });
  const router = createMemoryRouter(
    [...routes, { path: '*', Component: () => <p data-testid="elsewhere">elsewhere</p> }],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(<AppRoot store={store} services={services} router={router} />);
  return { ...view, store, router, calls, services, cookies, storage, user };
}

/** Fails the test on any axe violation in the document (contrast and region off: jsdom has no layout). */
export async function expectNoAxeViolations(
  root: Element | Document = document.body,
): Promise<void> {
  let results: axe.AxeResults | undefined;
  await act(async () => {
    results = await axe.run(root as HTMLElement, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
  });
  const summary = results!.violations.map(
    (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
