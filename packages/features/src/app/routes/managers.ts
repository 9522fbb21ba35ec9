import { route, withQuery } from './route';

const M = '/symbols/funds/managers';

/** Screens of the 'managers' area (spec 001 §2 Fund managers). */
export const managersRoutes = {
  /** The manager list, ?sort= (e.g. `-recommend_percent_value`). */
  managerList: route('/symbols/funds/managers/', (q?: { sort?: string }) => withQuery(`${M}/`, q)),
  /** A manager, ?goodAtType= narrows the scores to one fund type (symbol_stype). */
  managerDetail: route(
    '/symbols/funds/managers/:id/',
    (id: number | string, q?: { goodAtType?: string | number }) =>
      withQuery(`${M}/${encodeURIComponent(String(id))}/`, q),
  ),
  managerFundList: route(
    '/symbols/funds/managers/:id/fund_list/',
    (id: number | string) => `${M}/${encodeURIComponent(String(id))}/fund_list/`,
  ),
  managerOpinions: route(
    '/symbols/funds/managers/:id/opinions/',
    (id: number | string, q?: { name?: string }) =>
      withQuery(`${M}/${encodeURIComponent(String(id))}/opinions/`, q),
  ),
  managerIntroduction: route(
    '/symbols/funds/managers/:id/introduction/',
    (id: number | string) => `${M}/${encodeURIComponent(String(id))}/introduction/`,
  ),
  /** The assessment questions; `again: 1` starts over. */
  managerQuestion: route('/symbols/funds/managers/question/', (q?: { again?: 1 }) =>
    withQuery(`${M}/question/`, q),
  ),
  /** The assessment result for comma-separated option ids; `assess: 1` right after answering. */
  managerAssess: route('/symbols/funds/managers/assess/', (q: { options: string; assess?: 1 }) =>
    withQuery(`${M}/assess/`, q),
  ),
  managerAssessHistory: route(
    '/symbols/funds/managers/assess/history',
    () => `${M}/assess/history`,
  ),
  /** The result as cards, for comma-separated tags. */
  managerCard: route('/symbols/funds/managers/card', (q?: { tags?: string }) =>
    withQuery(`${M}/card`, q),
  ),
  managerLists: route('/symbols/funds/managers/lists/', () => `${M}/lists/`),
  managerListDetail: route(
    '/symbols/funds/managers/lists/:id/',
    (id: number | string) => `${M}/lists/${encodeURIComponent(String(id))}/`,
  ),
  managerCompare: route(
    '/symbols/funds/managers/:id/compare/',
    (id: number | string) => `${M}/${encodeURIComponent(String(id))}/compare/`,
  ),
  /** The local compare list. */
  managerCompareList: route('/symbols/funds/managers/compare/list/', () => `${M}/compare/list/`),
  /** Pick managers to compare: `managers` (comma-separated ids) already chosen, `next` to return to. */
  managerCompareSelector: route(
    '/symbols/funds/managers/compare/selector/',
    (q?: { managers?: string; next?: string }) => withQuery(`${M}/compare/selector/`, q),
  ),
  /** The managers the user follows (server-side after login, local for a guest). */
  managerFollowing: route('/symbols/funds/managers/following/', () => `${M}/following/`),
} as const;
