import { FeedbackProvider } from '@jijin/ui';
import { createMemoryCookieJar, createMemoryStorage } from '@jijin/core';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import type { AppServices } from '../../app/services';
import { ServicesProvider } from '../../app/services-context';
import { makeStore, type AppStore, type RootState } from '../../app/store';
import {
  fakeServices,
  type FakeApi,
  type FakeCall,
  type FakeRoute,
  type FakeServicesOptions,
} from './fake-api';

/** Options of {@link renderRoute}. */
export interface RenderRouteOptions extends FakeServicesOptions {
  /** Where the memory router starts, e.g. `/accounts/login/?next=%2Fx`. */
  url: string;
  /** The route under test (path + element); other paths render a marker with their location. */
  routes: RouteObject[];
  preloadedState?: Partial<RootState>;
  /** Runs on the store before the first render (what the app starts before React, `startRoute`). */
  beforeRender?: (store: AppStore) => void;
}

/** What {@link renderRoute} returns. */
export interface RenderedRoute extends RenderResult {
  store: AppStore;
  services: AppServices;
  api: FakeApi;
  router: ReturnType<typeof createMemoryRouter>;
  /** The router's current path + query. */
  location: () => string;
}

/** Renders wherever the app navigated to that is not under test: its path + query, for asserting redirects. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname + location.search}</p>;
}

/**
 * Renders a screen the way the app does — makeStore over fake services (fake fetch, memory
 * storage and cookies), the services context, the ui feedback provider and a data router —
 * starting at `url`.
 */
export function renderRoute(options: RenderRouteOptions): RenderedRoute {
  const { services, api } = fakeServices(options);
  const store = makeStore(services, options.preloadedState);
  options.beforeRender?.(store);
  const router = createMemoryRouter([...options.routes, { path: '*', element: <Elsewhere /> }], {
    initialEntries: [options.url],
  });
  const wrap = (children: ReactNode) => (
    <Provider store={store}>
      <ServicesProvider services={services}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </ServicesProvider>
    </Provider>
  );
  const result = render(wrap(<RouterProvider router={router} />));
  return {
    ...result,
    store,
    services,
    api,
    router,
    location: () => router.state.location.pathname + router.state.location.search,
  };
}

/**
 * The route-list form of {@link renderRoute} the fund areas' tests use: `routes` at `url` with
 * the API faked by method + path (or RegExp) routes, logged in by default (`auth` preloaded,
 * no stored token), an empty cookie jar (so the CSRF cookie is primed before the first POST, as
 * in a fresh browser), and a `userEvent` ready.
 * @param url where the memory router starts
 * @param routes the route(s) under test
 * @param api the faked calls
 * @param options `loggedIn` (default true), `beforeRender` (see {@link RenderRouteOptions})
 */
export function renderRoutes(
  url: string,
  routes: RouteObject[],
  api: FakeRoute[],
  options: { loggedIn?: boolean; beforeRender?: (store: AppStore) => void } = {},
) {
  const loggedIn = options.loggedIn ?? true;
  const cookies = createMemoryCookieJar();
  const storage = createMemoryStorage();
  const view = renderRoute({
    url,
    routes,
    fakeRoutes: api,
    cookies,
    storage,
    notify: vi.fn(),
    currentPath: () => url,
    preloadedState: { auth: { userId: loggedIn ? 1 : 0, loggedIn } },
    beforeRender: options.beforeRender,
  });
  const calls: FakeCall[] = view.api.calls;
  return { ...view, calls, cookies, storage, user: userEvent.setup() };
}
