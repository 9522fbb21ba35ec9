import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import type { ClientInfo } from '@jijin/core';
import { RequireAuth } from './guard';

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
 * One product area as the apps compose it (DESIGN.md "Product areas are modules"): each folder of
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
   * Which clients the area is for (spec 000 §6 client detection); default every client.
   * E.g. futures: `(client) => client.isFuturesApp`.
   */
  isFor?: (client: ClientInfo) => boolean;
}

type ScreenModule = Promise<{ default: ComponentType }>;

const lazyRoutes = new WeakSet<RouteObject>();

/** Whether a route was made by {@link publicRoute} / {@link authRoute} (its screen a lazy chunk). */
export function isLazyRoute(route: RouteObject): boolean {
  return lazyRoutes.has(route);
}

/**
 * A route whose screen loads lazily (one chunk per screen module) and is open to guests.
 * @param path absolute path, e.g. `/p/:id`
 * @param load `() => import('./screens/x-screen')` (default export is the screen)
 */
export function publicRoute(path: string, load: () => ScreenModule): RouteObject {
  // React.lazy: the chunk loads when the route first renders; the frame's Suspense shows the
  // loading fallback meanwhile (router.tsx).
  const route: RouteObject = { path, Component: lazy(load) };
  lazyRoutes.add(route);
  return route;
}

/**
 * A lazily loaded route behind login: a guest goes to `/accounts/login/?next=<path+query>`
 * (spec 000 §2, through `RequireAuth`).
 * @param path absolute path
 * @param load `() => import('./screens/x-screen')`
 */
export function authRoute(path: string, load: () => ScreenModule): RouteObject {
  const Screen = lazy(load);
  function GuardedScreen() {
    return (
      <RequireAuth>
        <Screen />
      </RequireAuth>
    );
  }
  const route: RouteObject = { path, Component: GuardedScreen };
  lazyRoutes.add(route);
  return route;
}

type RouteParams = Readonly<Record<string, string | undefined>>;

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
 * @param areas the app's composed list (one line per area in `apps/<host>/src/areas.ts`)
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
