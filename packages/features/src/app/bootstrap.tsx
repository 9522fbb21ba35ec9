import { StrictMode, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { useNavigate, useSearchParams, type RouteObject } from 'react-router-dom';
import Cookies from 'js-cookie';
import { Button } from 'antd-mobile';
import {
  createMemoryStorage,
  type ClientInfo,
  type CookieJar,
  type HostBridge,
  type KeyValueStorage,
  type SharePayload,
} from '@jijin/core';
import {
  COOKIE_DEFAULT_EXPIRY_DAYS,
  HOME_PATH,
  LOGIN_PATH,
  detectClient,
  safeNext,
} from '@jijin/core/navigation';
import { FeedbackProvider, HostUiProvider, feedback } from '@jijin/ui';
import '@jijin/ui/styles.css';
import { AppRoot } from './app-root';
import { DisplayPrefsProvider } from './display-prefs';
import { loggedIn } from './auth-slice';
import { Page } from './page';
import { createAppRouter } from './router';
import { composeAreas, composeTabs, startRoute, type AreaModule, type AreaTab } from './area';
import { createAppServices, type AppServices } from './services';
import { useServices } from './services-context';
import { baseApi } from './base-api';
import {
  endSession,
  makeStore,
  useAppDispatch,
  type AppStore,
  type AppThunk,
  type RootState,
} from './store';

/**
 * `window.localStorage` as a {@link KeyValueStorage}. Falls back to memory when the web view has
 * no usable localStorage (disabled, or private mode throwing on access); `getItem` never throws,
 * `setItem` throws only on quota (the port's contract).
 */
export function createLocalStorage(): KeyValueStorage {
  let store: Storage;
  try {
    store = window.localStorage;
    const probe = '__jj_probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
  } catch {
    return createMemoryStorage();
  }
  return {
    getItem: (key) => {
      try {
        return store.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => store.setItem(key, value),
    removeItem: (key) => {
      try {
        store.removeItem(key);
      } catch {
        // Unreachable storage: nothing of ours left under the key.
      }
    },
  };
}

/** `document.cookie` through js-cookie as a {@link CookieJar}: path `/`, 10 days by default (spec 000 §9). */
export function createDocumentCookies(): CookieJar {
  return {
    get: (name) => Cookies.get(name),
    set: (name, value, options) =>
      void Cookies.set(name, value, {
        expires: options?.expires ?? COOKIE_DEFAULT_EXPIRY_DAYS,
        path: options?.path ?? '/',
      }),
    remove: (name) => Cookies.remove(name, { path: '/' }),
  };
}

/** The client a bridge reports, or a plain browser's when it reports none. */
export function clientOf(bridge: HostBridge): ClientInfo {
  return bridge.client ?? detectClient('');
}

/** Path prefix of the futures pages, which only the futures app shows (spec 001 §2 Futures). */
export const FUTURES_PATH_PREFIX = '/futures';

function isFuturesPath(path: string | undefined): boolean {
  if (!path) return false;
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return normalized === FUTURES_PATH_PREFIX || normalized.startsWith(`${FUTURES_PATH_PREFIX}/`);
}

/**
 * The route table as this client may see it: top-level routes under `/futures` only in the
 * native futures app (spec 001 §2). Other differences (the newer AI chat routes from
 * native 5.3.0) are values screens read from `bridge.client` with core's `usesNewAiRoutes`.
 * @param routes the composed table (top-level paths are absolute)
 */
export function routesForClient(routes: RouteObject[], client: ClientInfo): RouteObject[] {
  if (client.isFuturesApp) return routes;
  return routes.filter((route) => !isFuturesPath(route.path));
}

/**
 * Starts a session from a token a host handed over (the native app's login answer, the
 * mini-program's `#token=`): saved with the API client's `setToken`, auth state logged in (the
 * user id follows with GET /accounts/settings/), cached answers of the previous session dropped.
 */
export function signInWithToken(token: string): AppThunk {
  return (dispatch, _getState, services) => {
    services.api.setToken(token);
    dispatch(baseApi.util.resetApiState());
    dispatch(loggedIn({ userId: 0 }));
  };
}

/**
 * The login route of a host with its own login (`bridge.hostLogin`: the native apps, the
 * mini-program): instead of the web form it asks the bridge to log in and come back to `next`.
 * A token handed back in place (native) is saved and the page goes on to `next`; a host that
 * navigates away (mini-program) leaves this screen showing 正在前往登录.
 */
export function HostLoginScreen() {
  const { bridge } = useServices();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [state, setState] = useState<'pending' | 'left' | 'cancelled'>('pending');
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(-1);

  useEffect(() => {
    // Once per attempt (StrictMode runs effects twice in development).
    if (asked.current === attempt) return;
    asked.current = attempt;
    setState('pending');
    void bridge.login(next).then((token) => {
      if (token) {
        dispatch(signInWithToken(token));
        navigate(next, { replace: true });
      } else {
        setState(bridge.loginInPlace ? 'cancelled' : 'left');
      }
    });
  }, [attempt, bridge, dispatch, navigate, next]);

  return (
    <Page title="登录" back={false}>
      <div role="status">
        <p>{state === 'cancelled' ? '登录已取消' : '正在前往登录…'}</p>
        {state !== 'pending' && (
          <>
            <Button color="primary" block onClick={() => setAttempt((n) => n + 1)}>
              重新登录
            </Button>
            <Button fill="none" block onClick={() => navigate(HOME_PATH, { replace: true })}>
              返回首页
            </Button>
          </>
        )}
      </div>
    </Page>
  );
}

/**
 * The shell's route table: {@link routesForClient}, and when the host has its own login
 * (`bridge.hostLogin`) the login route answered by {@link HostLoginScreen} ahead of the web form.
 */
export function hostRoutes(routes: RouteObject[], bridge: HostBridge): RouteObject[] {
  const allowed = routesForClient(routes, clientOf(bridge));
  return bridge.hostLogin
    ? [{ path: LOGIN_PATH, element: <HostLoginScreen /> }, ...allowed]
    : allowed;
}

/** The app download page, where 去下载 of the app-only dialog goes (spec 000 §2). */
const APP_DOWNLOAD_PATH = '/app/download';

/** What {@link startApp} needs from a shell. */
export interface StartAppOptions {
  /** The shell's host bridge (its only host-specific piece). */
  bridge: HostBridge;
  /**
   * The shell's product areas: `hostAreas(<host id>)` of the package's one list; areas whose
   * `isFor` refuses this client are left out.
   */
  areas: readonly AreaModule[];
  /** Where to render (the `#root` element). */
  container: HTMLElement;
  /**
   * An access token the host handed over before start (the mini-program's `#token=` fragment).
   * Saved with the API client's `setToken` before the store and the first render, so before
   * any request.
   */
  handedToken?: string | null;
  /** Services to use instead of the default ones (tests). */
  services?: AppServices;
  preloadedState?: Partial<RootState>;
}

/** A started shell. */
export interface StartedApp {
  store: AppStore;
  services: AppServices;
  /** The route table as composed for this host ({@link hostRoutes}). */
  routes: RouteObject[];
  /** The bottom-tab entries of this host's areas ({@link composeTabs}). */
  tabs: AreaTab[];
  /** Start a session from a token the host hands over after start (see {@link signInWithToken}). */
  signIn(token: string): void;
  unmount(): void;
}

/**
 * What the page shows when React DOM's chunk could not be loaded (offline between the entry and
 * it): a Chinese message and a reload button in place of the HTML's boot frame, made with plain
 * DOM calls since React is what failed. Exported for tests.
 * @param container the app's root element
 */
export function showStartFailure(container: HTMLElement): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = '页面加载失败，请检查网络后重试';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = '重新加载';
  retry.addEventListener('click', () => window.location.reload());
  box.append(text, retry);
  container.replaceChildren(box);
}

/** The longest the first render waits for the route's first requests to go out, in ms. */
const ROUTE_START_WAIT_MS = 1000;

/**
 * The host-independent composition every shell repeats (ARCHITECTURE.md "The house"): the services
 * (localStorage and js-cookie adapters, core's API client whose 401 hook asks the bridge —
 * in place for native, after the toast and 2,500 ms otherwise), the store, the ui providers
 * (theme — the investor's 深色 / 大字 choices, else dark inside a dark native app or when the
 * system prefers it, `display-prefs.tsx` —, host UI with the bridge's `showHeader` and share,
 * feedback) and the router, rendered into `container`. The store, the routes and the route's
 * first requests are there when it returns; the first render follows once React DOM's client
 * chunk has run (a task later; `unmount` before then cancels it).
 * Shells call it from `src/main.tsx` with their bridge and area list.
 */
export function startApp(options: StartAppOptions): StartedApp {
  const { bridge, container } = options;
  let store: AppStore | null = null;
  const services =
    options.services ??
    createAppServices({
      bridge,
      storage: createLocalStorage(),
      cookies: createDocumentCookies(),
      notify: (message) => void feedback.toast(message),
      currentPath: () => window.location.pathname + window.location.search,
      onSessionExpired: () => store?.dispatch(endSession()),
    });
  if (options.handedToken) services.api.setToken(options.handedToken);
  store = makeStore(services, options.preloadedState);
  const client = clientOf(bridge);
  const routes = hostRoutes(composeAreas(options.areas, client), bridge);
  const tabs = composeTabs(options.areas, client);
  // The route's screen chunk and first requests start now, not after the first render.
  const routeStarted = startRoute(
    routes,
    window.location.pathname,
    store.dispatch,
    store.getState().auth.loggedIn,
  );
  const router = createAppRouter(routes);
  const onShare = (payload: SharePayload) => bridge.share(payload);
  const onDownloadApp = () => router.navigate(APP_DOWNLOAD_PATH);
  // For host-specific CSS (safe areas under a hidden header) and for tests.
  document.documentElement.dataset.jjHost = bridge.kind;
  const wrap = (children: ReactNode) => (
    <DisplayPrefsProvider storage={services.storage} hostDark={client.isDarkTheme}>
      <HostUiProvider
        showHeader={bridge.showHeader}
        onShare={onShare}
        onDownloadApp={onDownloadApp}
      >
        <FeedbackProvider>{children}</FeedbackProvider>
      </HostUiProvider>
    </DisplayPrefsProvider>
  );
  // React DOM's client (the bare page's ~60 KB of the first load) is a chunk of its own that the
  // HTML preloads beside the entry (tooling/scripts/app-chunks.mjs `preloadStartChunks`): it is
  // compiled and run in a task of its own, not inside the entry's evaluation, and only once the
  // route's first requests have gone out, so that long task cannot hold them back.
  // The screen needs its chunk before it shows anything, a round trip like the route start's; the
  // HTML's boot frame shows meanwhile. A route start that hangs (a stalled network) holds the
  // frame back {@link ROUTE_START_WAIT_MS} at most.
  let root: Root | null = null;
  let unmounted = false;
  const app = (
    <StrictMode>
      <AppRoot store={store} services={services} router={router} wrap={wrap} tabs={tabs} />
    </StrictMode>
  );
  void Promise.race([routeStarted, new Promise((at) => setTimeout(at, ROUTE_START_WAIT_MS))])
    .then(() => import('react-dom/client'))
    .then(({ createRoot }) => {
      if (unmounted) return;
      root = createRoot(container);
      root.render(app);
    })
    .catch(() => {
      if (!unmounted) showStartFailure(container);
    });
  const started = store;
  return {
    store,
    services,
    routes,
    tabs,
    signIn: (token) => started.dispatch(signInWithToken(token)),
    unmount: () => {
      unmounted = true;
      root?.unmount();
    },
  };
}
