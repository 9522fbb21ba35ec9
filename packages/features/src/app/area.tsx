import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, matchRoutes, useLocation, useParams, type RouteObject } from 'react-router-dom';
import type { ClientInfo, HostKind } from '@jijin/core';
import { RequireAuth } from './guard';
import { PageLoading } from './page';
import { routeCandidates } from './route-candidates';
import { inOwnTask } from './own-task';
import type { AppDispatch } from './store';

/** A bottom-tab entry an area contributes (the frame's tab bar orders them by `order`). */
export interface AreaTab {
  /** Absolute path the tab opens, e.g. `/symbols/funds/`. */
  path: string;
  /** Chinese label under the icon, e.g. 基金. */
  label: string;
  /** Position in the bar, smaller first. */
  order: number;
  /** The tab's icon (an antd-mobile-icons element or inline SVG). */
  icon?: ReactNode;
}

/**
 * One product area as the apps compose it (ARCHITECTURE.md "Product areas are modules"): each folder of
 * `features/src/<area>/` exports exactly one from its `index.ts`; the frame (`app/`) knows no area.
 */
export interface AreaModule {
  /** Kebab-case id, the folder name (`funds`, `portfolios`). */
  id: string;
  /** Top-level routes with absolute paths (see {@link publicRoute} / {@link authRoute}). */
  routes: RouteObject[];
  /** Bottom-tab entries, if the area has one. */
  tabs?: AreaTab[];
  /**
   * Which host shells serve the area (`browser`, `native`, `mini-program`, the bridge's `kind`);
   * default every host. Filtered by {@link areasForHost} before the shell composes its routes.
   */
  hosts?: readonly HostKind[];
  /**
   * Which clients the area is for inside a host (spec 000 §6 client detection); default every
   * client. E.g. futures: `(client) => client.isFuturesApp`.
   */
  isFor?: (client: ClientInfo) => boolean;
}

/**
 * The areas a host shell serves, in the order given: those whose `hosts` is unset or names `host`.
 * @param areas every area (the package's `allAreas`)
 * @param host the shell's host id, the same as its bridge's `kind`
 */
export function areasForHost(areas: readonly AreaModule[], host: HostKind): AreaModule[] {
  return areas.filter((a) => !a.hosts || a.hosts.includes(host));
}

type ScreenModule = Promise<{ default: ComponentType }>;

type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * What a route starts on a cold start before its screen has rendered: the screen's
 * first API requests, dispatched as RTK Query prefetches with the same arguments the screen's
 * hooks pass, so the screen finds them in flight or answered. Import the area's api module
 * lazily inside (`(await import('./route-starts')).x(params, dispatch)`): the route tables are in
 * the first chunk.
 */
export type RouteStart = (params: RouteParams, dispatch: AppDispatch) => unknown;

interface LazyRoute {
  /** Loads the screen chunk, once (the screen and {@link startRoute} share it); never rejects. */
  load: () => Promise<void>;
  start?: RouteStart;
  /** Behind login: nothing starts for a guest, whom the guard sends to login. */
  auth: boolean;
}

const lazyRoutes = new WeakMap<RouteObject, LazyRoute>();

/** Whether a route was made by {@link publicRoute} / {@link authRoute} (its screen a lazy chunk). */
export function isLazyRoute(route: RouteObject): boolean {
  return lazyRoutes.has(route);
}

/**
 * A screen from its chunk: the page's loading state until the module has come, then the screen;
 * a chunk that failed to load is thrown while rendering, for the route's error boundary. Not
 * React.lazy + Suspense: React holds a revealed boundary back until 300 ms after its fallback
 * appeared (its throttle for retry renders), so a screen whose chunk came sooner waited doing
 * nothing; and a screen whose chunk has already come (started by {@link startRoute}) renders at
 * once, without the loading state.
 */
function lazyScreen(importScreen: () => ScreenModule): {
  Screen: ComponentType;
  load: () => Promise<void>;
} {
  let loaded: ComponentType | null = null;
  let failed: { error: unknown } | null = null;
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= importScreen().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failed = { error: error ?? new Error('screen chunk') };
      },
    ));
  function LazyScreen() {
    const [, setCame] = useState(false);
    // What this render shows: while it is the loading state, wait for the (one, shared) load —
    // also when the chunk came between this render and the effect, which would otherwise leave
    // the loading state up for good.
    const waiting = !loaded && !failed;
    useEffect(() => {
      if (!waiting) return;
      let live = true;
      // The screen's first render as a transition: React renders it in slices and lets the
      // browser handle input in between, instead of one long task.
      void load().then(() => live && startTransition(() => setCame(true)));
      return () => {
        live = false;
      };
    }, [waiting]);
    if (loaded) {
      const Screen = loaded;
      return <Screen />;
    }
    if (failed) throw failed.error;
    void load(); // as React.lazy: the chunk is asked for while rendering
    return <PageLoading />;
  }
  return { Screen: LazyScreen, load };
}

/**
 * A route whose screen loads lazily (one chunk per screen module) and is open to guests.
 * @param path absolute path, e.g. `/p/:id`
 * @param load `() => import('./screens/x-screen')` (default export is the screen)
 * @param start the screen's first requests, started before it renders ({@link RouteStart})
 */
export function publicRoute(
  path: string,
  load: () => ScreenModule,
  start?: RouteStart,
): RouteObject {
  // The chunk loads when the route first renders (or earlier, see startRoute).
  const screen = lazyScreen(load);
  const route: RouteObject = { path, Component: screen.Screen };
  lazyRoutes.set(route, { load: screen.load, start, auth: false });
  return route;
}

/**
 * A lazily loaded route behind login: a guest goes to `/accounts/login/?next=<path+query>`
 * (spec 000 §2, through `RequireAuth`).
 * @param path absolute path
 * @param load `() => import('./screens/x-screen')`
 * @param start the screen's first requests for a logged-in user ({@link RouteStart})
 */
export function authRoute(path: string, load: () => ScreenModule, start?: RouteStart): RouteObject {
  const { Screen, load: loadScreen } = lazyScreen(load);
  function GuardedScreen() {
    return (
      <RequireAuth>
        <Screen />
      </RequireAuth>
    );
  }
  const route: RouteObject = { path, Component: GuardedScreen };
  lazyRoutes.set(route, { load: loadScreen, start, auth: true });
  return route;
}

/**
 * Starts the screen chunk and the first requests of the route at `pathname` before React's first
 * render (on a cold start they otherwise wait for the entry's render, then the chunk,
 * then the screen's render). Does nothing for a path without a lazy screen, and for a guarded
 * screen when logged out. A chunk that fails to load is left to the route's error boundary.
 * @param routes the app's route table (unframed, as composed)
 * @param pathname the address being opened
 * @param dispatch the store's dispatch (the prefetches' thunks get the app's services)
 * @param loggedIn whether a session is held
 * @returns settles (never rejects) once the route's first requests have been dispatched, or at
 *   once when it has none to start; the app's first render waits for it (`startApp`)
 */
export function startRoute(
  routes: RouteObject[],
  pathname: string,
  dispatch: AppDispatch,
  loggedIn: boolean,
): Promise<void> {
  const match = matchRoutes(routeCandidates(routes, pathname), pathname)?.at(-1);
  const lazyRoute = match && lazyRoutes.get(match.route);
  if (!lazyRoute || (lazyRoute.auth && !loggedIn)) return Promise.resolve();
  // Each in a task of its own, queued before the first render's: the chunk's start adds a
  // stylesheet link per CSS file it needs, and the requests go through RTK Query and the API
  // client; in the entry's evaluation they made it one long task. The requests' start first: its chunk (a round trip before the requests can
  // go) is then not queued behind the screen's files.
  const started = new Promise<void>((settle) => {
    inOwnTask(() => {
      Promise.resolve()
        .then(() => lazyRoute.start?.(match.params, dispatch))
        .catch(() => undefined)
        .then(() => settle());
    });
  });
  inOwnTask(() => void lazyRoute.load());
  return started;
}

/** Sends a short form of a path on to the full route, keeping the query. */
function Redirect({ to }: { to: (params: RouteParams) => string }) {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={to(params) + search} replace />;
}

/**
 * A path that only forwards to another (the short forms spec 000 §2 writes after a full path,
 * e.g. `/bind/user/`), keeping the query string; the history entry is replaced.
 * @param path absolute path of the short form, e.g. `/bank_cards/detail/:id/`
 * @param to the full path from the short form's params, e.g. `(p) => appPaths.bankCardDetail(p.id)`
 */
export function redirectRoute(path: string, to: (params: RouteParams) => string): RouteObject {
  return { path, element: <Redirect to={to} /> };
}

/**
 * The route table of the areas this client may see, in the order given (earlier areas win a
 * path both declare — keep specific paths in the area that owns them).
 * @param areas the host's areas ({@link areasForHost} of the package's `allAreas`)
 * @param client the host's client detection
 */
export function composeAreas(areas: readonly AreaModule[], client: ClientInfo): RouteObject[] {
  return areas.filter((a) => !a.isFor || a.isFor(client)).flatMap((a) => a.routes);
}

/** The tab entries of the areas this client may see, ordered. */
export function composeTabs(areas: readonly AreaModule[], client: ClientInfo): AreaTab[] {
  return areas
    .filter((a) => !a.isFor || a.isFor(client))
    .flatMap((a) => a.tabs ?? [])
    .sort((x, y) => x.order - y.order);
}
