// @vitest-environment jsdom
import { createElement, Suspense, type ComponentType } from 'react';
import { render, screen as view } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authRoute, publicRoute, redirectRoute, startRoute } from '../area';
import type { AppDispatch } from '../store';

const screen = () => Promise.resolve({ default: () => null });
const dispatch = vi.fn() as unknown as AppDispatch;

/** A table like an area's: a dynamic path, a deeper guarded one, a static one, a redirect. */
function table() {
  const loads = { detail: vi.fn(screen), buy: vi.fn(screen), market: vi.fn(screen) };
  const starts = { detail: vi.fn(), buy: vi.fn() };
  const routes = [
    publicRoute('/s/:symbol', loads.detail, starts.detail),
    authRoute('/s/:symbol/buy/', loads.buy, starts.buy),
    publicRoute('/symbols/funds/', loads.market),
    redirectRoute('/f/:symbol', (p) => `/s/${p.symbol}`),
  ];
  return { routes, loads, starts };
}

// after the tasks startRoute queued (posted messages) and their microtasks
const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('startRoute: the screen chunk and first requests before the first render', () => {
  it('loads the matched screen and starts its requests with the route params', async () => {
    const { routes, loads, starts } = table();
    startRoute(routes, '/s/000001', dispatch, false);
    await vi.waitFor(() => expect(starts.detail).toHaveBeenCalled());
    await settled();
    expect(loads.detail).toHaveBeenCalledTimes(1);
    expect(starts.detail).toHaveBeenCalledWith({ symbol: '000001' }, dispatch);
    expect(loads.buy).not.toHaveBeenCalled();
    expect(starts.buy).not.toHaveBeenCalled();
  });

  it('picks the route react-router would render (the deeper path, not its prefix)', async () => {
    const { routes, loads, starts } = table();
    startRoute(routes, '/s/000001/buy/', dispatch, true);
    await vi.waitFor(() => expect(starts.buy).toHaveBeenCalled());
    await settled();
    expect(loads.buy).toHaveBeenCalledTimes(1);
    expect(starts.buy).toHaveBeenCalledWith({ symbol: '000001' }, dispatch);
    expect(loads.detail).not.toHaveBeenCalled();
  });

  it('starts nothing behind login for a guest (the guard sends them to login)', async () => {
    const { routes, loads, starts } = table();
    startRoute(routes, '/s/000001/buy/', dispatch, false);
    await settled();
    expect(loads.buy).not.toHaveBeenCalled();
    expect(starts.buy).not.toHaveBeenCalled();
  });

  it('does nothing for an unknown path or a redirect, and loads a screen without starts', async () => {
    const { routes, loads, starts } = table();
    startRoute(routes, '/nowhere/', dispatch, true);
    startRoute(routes, '/f/000001', dispatch, true);
    await settled();
    expect(Object.values(loads).every((l) => l.mock.calls.length === 0)).toBe(true);
    expect(starts.detail).not.toHaveBeenCalled();
    startRoute(routes, '/symbols/funds/', dispatch, true);
    expect(loads.market).not.toHaveBeenCalled(); // in a task of its own, not the caller's
    await vi.waitFor(() => expect(loads.market).toHaveBeenCalled());
    await settled();
    expect(loads.market).toHaveBeenCalledTimes(1);
  });

  it('imports a screen once, and renders a started screen at once, without the loading state', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => createElement('p', null, '屏幕') }));
    const route = publicRoute('/x/', load);
    startRoute([route], '/x/', dispatch, false);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await settled();
    render(createElement(Suspense, null, createElement(route.Component as ComponentType)));
    expect(view.getByText('屏幕')).toBeTruthy();
    expect(view.queryByRole('status', { name: '加载中' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loading state until a screen not started has come', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => createElement('p', null, '屏幕') }));
    const route = publicRoute('/z/', load);
    render(createElement(route.Component as ComponentType));
    expect(view.getByRole('status', { name: '加载中' })).toBeTruthy();
    expect(await view.findByText('屏幕')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed chunk or start to the route (no unhandled rejection)', async () => {
    const failing = publicRoute(
      '/y/',
      () => Promise.reject(new Error('chunk lost')),
      () => Promise.reject(new Error('api chunk lost')),
    );
    // settles all the same: the app's first render waits for it
    await expect(startRoute([failing], '/y/', dispatch, false)).resolves.toBeUndefined();
    await settled();
  });

  it('settles once the start has dispatched its requests, not before (the first render waits)', async () => {
    let dispatchRequests = () => {};
    const requested = vi.fn();
    const route = publicRoute('/w/', screen, async () => {
      await new Promise<void>((resolve) => (dispatchRequests = resolve)); // the api chunk coming
      requested();
    });
    let settledAt = 0;
    void startRoute([route], '/w/', dispatch, false).then(
      () => (settledAt = requested.mock.calls.length || -1),
    );
    await settled();
    expect(settledAt).toBe(0);
    dispatchRequests();
    await vi.waitFor(() => expect(settledAt).not.toBe(0));
    expect(settledAt).toBe(1);
  });

  it('settles without a start too: no route, a guest on a guarded one, a screen without requests', async () => {
    const { routes } = table();
    await expect(startRoute(routes, '/nowhere/', dispatch, true)).resolves.toBeUndefined();
    await expect(startRoute(routes, '/s/000001/buy/', dispatch, false)).resolves.toBeUndefined();
    await expect(startRoute(routes, '/symbols/funds/', dispatch, true)).resolves.toBeUndefined();
  });
});

describe('a lazy screen without Suspense', () => {
  it('shows the screen when its chunk comes between the first render and the effects', async () => {
    // Outside act, as in a browser: React runs passive effects after paint, so the chunk's
    // promise (asked for while rendering) settles before the screen's effect subscribes to it.
    const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = actEnv.IS_REACT_ACT_ENVIRONMENT;
    actEnv.IS_REACT_ACT_ENVIRONMENT = false;
    const { createRoot } = await import('react-dom/client');
    const { MemoryRouter, useRoutes } = await import('react-router-dom');
    const route = publicRoute('/x', () =>
      Promise.resolve({ default: () => createElement('p', null, '屏幕内容') }),
    );
    function Table() {
      return useRoutes([route]);
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      root.render(createElement(MemoryRouter, { initialEntries: ['/x'] }, createElement(Table)));
      await vi.waitFor(() => expect(host.textContent).toContain('屏幕内容'), { timeout: 2000 });
    } finally {
      root.unmount();
      host.remove();
      actEnv.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });
});
