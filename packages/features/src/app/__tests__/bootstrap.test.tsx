// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCookieJar, createMemoryStorage, type HostBridge } from '@jijin/core';
import { detectClient } from '@jijin/core/navigation';
import { AppRoot } from '../app-root';
import { hostRoutes, routesForClient, showStartFailure } from '../bootstrap';
import { createMemoryAppRouter } from '../router';
import { createAppServices } from '../services';
import { makeStore } from '../store';

afterEach(cleanup);

const FUTURES_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) JijinFutures/5.4.1';
const FUND_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) JijinFund/5.3.0';

const table: RouteObject[] = [
  { path: '/s/:symbol/', element: <p>基金详情</p> },
  { path: '/futures/accounts/', element: <p>期货账户</p> },
  { path: '/futures', element: <p>期货</p> },
  { path: '/futuresque/', element: <p>不是期货</p> },
];

function fakeBridge(overrides: Partial<HostBridge> = {}): HostBridge {
  return {
    kind: 'native',
    showHeader: false,
    loginInPlace: true,
    hostLogin: true,
    login: vi.fn(async () => 'fresh-token'),
    share: vi.fn(async () => {}),
    setTitle: vi.fn(),
    openAppFeature: vi.fn(async () => false),
    close: vi.fn(),
    ...overrides,
  };
}

describe('routesForClient (futures pages only in the futures app, spec 001 §2)', () => {
  it('keeps the /futures routes in the native futures app', () => {
    expect(routesForClient(table, detectClient(FUTURES_UA)).map((r) => r.path)).toEqual(
      table.map((r) => r.path),
    );
  });

  it('drops them in the fund app and in a plain browser, keeping look-alike paths', () => {
    for (const ua of [FUND_UA, '']) {
      expect(routesForClient(table, detectClient(ua)).map((r) => r.path)).toEqual([
        '/s/:symbol/',
        '/futuresque/',
      ]);
    }
  });
});

describe('hostRoutes', () => {
  it('answers the login route with the host login only when the host has its own login', () => {
    expect(hostRoutes(table, fakeBridge({ hostLogin: true }))[0]!.path).toBe('/accounts/login/');
    expect(
      hostRoutes(table, fakeBridge({ hostLogin: false })).some(
        (r) => r.path === '/accounts/login/',
      ),
    ).toBe(false);
  });
});

function renderAt(url: string, bridge: HostBridge) {
  const services = createAppServices({
    bridge,
    storage: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
    notify: vi.fn(),
    currentPath: () => url,
  });
  const store = makeStore(services);
  const routes = hostRoutes([{ path: '/s/:symbol/buy/', element: <p>买入页</p> }], bridge);
  const router = createMemoryAppRouter(routes, [url]);
  render(<AppRoot store={store} services={services} router={router} />);
  return { services, store, router };
}

describe('HostLoginScreen', () => {
  it('asks a native app for a token once, saves it and goes on to next', async () => {
    const bridge = fakeBridge();
    const { services, store, router } = renderAt(
      '/accounts/login/?next=%2Fs%2F000001%2Fbuy%2F',
      bridge,
    );
    expect(await screen.findByText('买入页')).toBeTruthy();
    expect(bridge.login).toHaveBeenCalledTimes(1);
    expect(bridge.login).toHaveBeenCalledWith('/s/000001/buy/');
    expect(services.api.getToken()).toBe('fresh-token');
    expect(store.getState().auth.loggedIn).toBe(true);
    await waitFor(() => expect(router.location()).toBe('/s/000001/buy/'));
  });

  it('refuses an unsafe next and asks for the default page instead', async () => {
    const bridge = fakeBridge({ login: vi.fn(async () => null), loginInPlace: false });
    renderAt('/accounts/login/?next=%2F%2Fevil.example%2F', bridge);
    await act(async () => {});
    expect(bridge.login).toHaveBeenCalledWith('/accounts/mine/');
  });

  it('stays with 正在前往登录 and offers 重新登录 when the host navigates away (mini-program)', async () => {
    const bridge = fakeBridge({
      kind: 'mini-program',
      loginInPlace: false,
      login: vi.fn(async () => null),
    });
    renderAt('/accounts/login/?next=%2Fs%2F000001%2Fbuy%2F', bridge);
    expect(await screen.findByRole('button', { name: '重新登录' })).toBeTruthy();
    expect(screen.getByText('正在前往登录…')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: '重新登录' }).click());
    expect(bridge.login).toHaveBeenCalledTimes(2);
  });

  it('says 登录已取消 when the user cancels the app login', async () => {
    const bridge = fakeBridge({ login: vi.fn(async () => null) });
    renderAt('/accounts/login/?next=%2F', bridge);
    expect(await screen.findByText('登录已取消')).toBeTruthy();
  });
});

describe('showStartFailure (React DOM chunk lost)', () => {
  it('replaces the boot frame with a Chinese message and a reload button', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="jj-boot" role="status" aria-label="加载中"></div>';
    document.body.append(container);
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...location, reload },
    });
    try {
      showStartFailure(container);
      expect(container.querySelector('[role="status"]')).toBeNull();
      expect(within(container).getByRole('alert')).toHaveTextContent(
        '页面加载失败，请检查网络后重试',
      );
      await userEvent.click(within(container).getByRole('button', { name: '重新加载' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
      container.remove();
    }
  });
});
