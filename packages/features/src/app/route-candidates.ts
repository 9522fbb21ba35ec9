import type { RouteObject } from 'react-router-dom';

/**
 * The first segment of a route path, lowercased, when it is a plain word (`/s/:symbol` -> `s`,
 * `/` -> ``); `null` when the route could match a path whatever its first segment: no path
 * (layout), a relative path, a dynamic (`:id`), optional (`x?`) or splat (`*`) first segment,
 * or children of its own.
 */
function staticHead(route: RouteObject): string | null {
  const { path } = route;
  if (path === undefined || !path.startsWith('/') || route.children?.length) return null;
  const head = path.split('/')[1] ?? '';
  return /^[^:*?]*$/.test(head) ? head.toLowerCase() : null;
}

/**
 * The routes of `routes` that may match `pathname` — the same match `matchRoutes` /
 * `useRoutes` find over the whole table, for a fraction of the work. react-router
 * flattens, ranks and compiles every route of the table on every match (232 routes: ~25 ms a
 * render on a mid-range phone, three renders on a cold start); a route whose first segment is a
 * different plain word cannot match, so only the routes sharing the path's first segment (case-
 * insensitively, as react-router matches) and those that could match any path are kept, in the
 * table's order (ranking ties fall the same way).
 *
 * @param routes a route table (the children of the frame's root route)
 * @param pathname the address's path, e.g. `/s/000001/buy/`; one with an encoded first segment
 *   (`%`) gets the whole table back
 * @returns the candidates, the same array object for the same table and first segment
 */
export function routeCandidates(routes: RouteObject[], pathname: string): RouteObject[] {
  const head = (pathname.split('/')[1] ?? '').toLowerCase();
  if (head.includes('%')) return routes;
  let byHead = cache.get(routes);
  if (!byHead) {
    byHead = new Map();
    cache.set(routes, byHead);
  }
  let candidates = byHead.get(head);
  if (!candidates) {
    candidates = routes.filter((route) => {
      const h = staticHead(route);
      return h === null || h === head;
    });
    byHead.set(head, candidates);
  }
  return candidates;
}

const cache = new WeakMap<RouteObject[], Map<string, RouteObject[]>>();
