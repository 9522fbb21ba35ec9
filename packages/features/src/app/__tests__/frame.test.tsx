import { createMemoryCookieJar, createMemoryStorage } from '@jijin/core';
import { firstGuideFlag, LOCAL_FLAG_NAMES, localKey } from '@jijin/core/lists';
import { createElement } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { publicRoute } from '../area';
import { RequireAuth } from '../guard';
import { FIRST_GUIDE_STORAGE_KEY, firstGuideDismissed, guideSlice } from '../guide-slice';
import { Page } from '../page';
import { AreaTabsProvider } from '../tab-bar';
import { withAppFrame } from '../router';
import { ServicesProvider } from '../services-context';
import { createAppServices, withCsrfCookie } from '../services';
import { endSession, makeStore } from '../store';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { createFakeApi, fakeBridge, fakeServices, FAKE_BASE_URL } from '../../shared/test/fake-api';
import { renderRoute } from '../../shared/test/render';

describe('frame routes', () => {
  it('loads a lazy route and shows not-found for an unknown path', async () => {
    const { services } = fakeServices();
    const stand: RouteObject = {
      path: '/stand-in/',
      lazy: async () => ({ Component: () => <h1>替身页面</h1> }),
    };
    const router = createMemoryRouter(withAppFrame([stand]), { initialEntries: ['/nowhere/'] });
    render(
      <Provider store={makeStore(services)}>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
    await act(() => router.navigate('/stand-in/'));
    expect(await screen.findByRole('heading', { name: '替身页面' })).toBeInTheDocument();
  });

  it.each([
    {
      what: 'a screen throws',
      route: {
        path: '/boom/',
        element: createElement(() => {
          throw new Error('boom');
        }),
      },
    },
    {
      what: "a lazy screen's chunk fails to load",
      route: publicRoute('/boom/', () => Promise.reject(new Error('chunk lost offline'))),
    },
  ])('shows the route error screen when $what', async ({ route }) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { services } = fakeServices();
    const router = createMemoryRouter(withAppFrame([route]), { initialEntries: ['/boom/'] });
    render(
      <Provider store={makeStore(services)}>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </Provider>,
    );
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('RequireAuth (spec 000 §2 login with next)', () => {
  it('sends a guest to /accounts/login/?next=<encoded path + query>', async () => {
    const { location } = renderRoute({
      url: '/accounts/bank_cards/?x=1',
      routes: [
        {
          element: <RequireAuth />,
          children: [{ path: '/accounts/bank_cards/', element: <p>cards</p> }],
        },
      ],
    });
    await waitFor(() =>
      expect(location()).toBe('/accounts/login/?next=%2Faccounts%2Fbank_cards%2F%3Fx%3D1'),
    );
  });

  it('lets a user holding a token through', () => {
    renderRoute({
      url: '/accounts/bank_cards/',
      token: 't',
      routes: [
        {
          element: <RequireAuth />,
          children: [{ path: '/accounts/bank_cards/', element: <p>cards</p> }],
        },
      ],
    });
    expect(screen.getByText('cards')).toBeInTheDocument();
  });
});

describe('Page (header hidden by the host)', () => {
  it('shows the header with a named back button in the browser and sets the host title', async () => {
    const { services } = renderRoute({
      url: '/x/',
      routes: [{ path: '/x/', element: <Page title="设置">内容</Page> }],
    });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(services.bridge.setTitle).toHaveBeenCalledWith('设置');
    await expectNoSeriousAxeViolations();
  });

  it('hides the header when bridge.showHeader is false, keeping the h1', () => {
    renderRoute({
      url: '/x/',
      bridge: { showHeader: false, kind: 'native' },
      routes: [{ path: '/x/', element: <Page title="设置">内容</Page> }],
    });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '设置' })).toBeInTheDocument();
  });

  it('back with no history, no referrer and no hash goes home (spec 000 §2)', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute({
      url: '/x/',
      routes: [
        { path: '/x/', element: <Page title="设置">内容</Page> },
        { path: '/', element: <p>home</p> },
      ],
    });
    await user.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('one frame: a top-level page (a tab path) has the tab bar and no back arrow, whichever area draws it; a deeper page keeps its back arrow', async () => {
    const user = userEvent.setup();
    const tabs = [
      { path: '/', label: '首页', order: 0 },
      { path: '/market/', label: '基金', order: 10 },
    ];
    const { location, router } = renderRoute({
      url: '/market/',
      routes: [
        {
          path: '/market/',
          element: (
            <AreaTabsProvider tabs={tabs}>
              <Page title="基金市场">内容</Page>
            </AreaTabsProvider>
          ),
        },
        {
          path: '/market/deeper/',
          element: (
            <AreaTabsProvider tabs={tabs}>
              <Page title="详情">内容</Page>
            </AreaTabsProvider>
          ),
        },
        { path: '/', element: <p>home</p> },
      ],
    });
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
    const tabBar = screen.getByRole('navigation', { name: '主导航' });
    expect(within(tabBar).getByRole('link', { name: '基金' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousAxeViolations();
    await act(() => router.navigate('/market/deeper/'));
    expect(await screen.findByRole('button', { name: '返回' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    await act(() => router.navigate('/market/'));
    await user.click(
      within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', {
        name: '首页',
      }),
    );
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('createAppServices: the 401 rule (spec 000 §2, §8)', () => {
  it('drops the token, toasts 登录认证失败，请重新登录, and 2,500 ms later ends the session and logs in with next', async () => {
    const api = createFakeApi({
      'GET /accounts/settings/': { status: 401, body: { errors: { detail: ['登录已过期'] } } },
    });
    const storage = createMemoryStorage({ ls_access_token: 'old' });
    const notify = vi.fn();
    const onSessionExpired = vi.fn();
    const timers: { cb: () => void; ms: number }[] = [];
    const bridge = fakeBridge();
    const services = createAppServices({
      bridge,
      storage,
      cookies: createMemoryCookieJar({ csrftoken: 'c' }),
      baseUrl: FAKE_BASE_URL,
      fetch: api.fetch,
      notify,
      currentPath: () => '/accounts/trade_password/?open_account=1',
      onSessionExpired,
      setTimer: (cb, ms) => timers.push({ cb, ms }),
    });
    await expect(services.api.request('GET', '/accounts/settings/')).rejects.toMatchObject({
      status: 401,
    });
    expect(storage.getItem('ls_access_token')).toBeNull();
    expect(notify).toHaveBeenCalledWith('登录认证失败，请重新登录');
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(2500);
    expect(bridge.login).not.toHaveBeenCalled();
    timers[0]?.cb();
    expect(onSessionExpired).toHaveBeenCalled();
    expect(bridge.login).toHaveBeenCalledWith('/accounts/trade_password/?open_account=1');
  });
});

describe('withCsrfCookie (spec 000 §7 CSRF header)', () => {
  it('primes the csrftoken cookie with one GET before a first POST and sends the header', async () => {
    const cookies = createMemoryCookieJar();
    const seen: { method: string; url: string; csrf: string | null }[] = [];
    const fetchFn = vi.fn(async (request: Request) => {
      seen.push({
        method: request.method,
        url: request.url,
        csrf: request.headers.get('X-CSRFToken'),
      });
      if (request.method === 'GET') cookies.set('csrftoken', 'fresh');
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const wrapped = withCsrfCookie(fetchFn, cookies, FAKE_BASE_URL);
    await wrapped(
      new Request(`${FAKE_BASE_URL}/accounts/login/`, { method: 'POST', body: '{"mobile":"1"}' }),
    );
    expect(seen).toEqual([
      { method: 'GET', url: `${FAKE_BASE_URL}/accounts/mobile_codes/`, csrf: null },
      { method: 'POST', url: `${FAKE_BASE_URL}/accounts/login/`, csrf: 'fresh' },
    ]);
    await wrapped(new Request(`${FAKE_BASE_URL}/accounts/login/`, { method: 'POST', body: '{}' }));
    expect(seen).toHaveLength(3);
  });
});

describe('store', () => {
  it('starts logged in when a token is stored, and endSession forgets token, auth and cache', () => {
    const { services } = fakeServices({ token: 'abc' });
    const store = makeStore(services);
    expect(store.getState().auth.loggedIn).toBe(true);
    store.dispatch(endSession());
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(services.api.getToken()).toBeNull();
  });

  it('the first-guide flag starts from storage and is set on dismiss', () => {
    expect(guideSlice.reducer(undefined, firstGuideDismissed())).toEqual({ firstGuideDone: true });
    const storage = createMemoryStorage();
    firstGuideFlag(storage).markSeen();
    const { services } = fakeServices({ storage });
    expect(makeStore(services).getState().guide.firstGuideDone).toBe(true);
  });

  it('spec 000 §2: the first-guide flag is the one of core firstGuideFlag (one key, not a second one)', () => {
    expect(FIRST_GUIDE_STORAGE_KEY).toBe(localKey(LOCAL_FLAG_NAMES.firstGuide));
    const storage = createMemoryStorage({ ls_first_guide_done: '1' });
    const { services } = fakeServices({ storage });
    expect(makeStore(services).getState().guide.firstGuideDone).toBe(false);
  });
});
