import { withQuery } from './query';

const M = '/symbols/funds/managers';

/** Screens of the 'managers' area (spec 001 §2 Fund managers). */
export const managersPaths = {
  /** The manager list, ?sort= (e.g. `-recommend_percent_value`). */
  managerList: (q?: { sort?: string }) => withQuery(`${M}/`, q),
  /** A manager, ?goodAtType= narrows the scores to one fund type (symbol_stype). */
  managerDetail: (id: number | string, q?: { goodAtType?: string | number }) =>
    withQuery(`${M}/${encodeURIComponent(String(id))}/`, q),
  managerFundList: (id: number | string) => `${M}/${encodeURIComponent(String(id))}/fund_list/`,
  managerOpinions: (id: number | string, q?: { name?: string }) =>
    withQuery(`${M}/${encodeURIComponent(String(id))}/opinions/`, q),
  managerIntroduction: (id: number | string) =>
    `${M}/${encodeURIComponent(String(id))}/introduction/`,
  /** The assessment questions; `again: 1` starts over. */
  managerQuestion: (q?: { again?: 1 }) => withQuery(`${M}/question/`, q),
  /** The assessment result for comma-separated option ids; `assess: 1` right after answering. */
  managerAssess: (q: { options: string; assess?: 1 }) => withQuery(`${M}/assess/`, q),
  managerAssessHistory: () => `${M}/assess/history`,
  /** The result as cards, for comma-separated tags. */
  managerCard: (q?: { tags?: string }) => withQuery(`${M}/card`, q),
  managerLists: () => `${M}/lists/`,
  managerListDetail: (id: number | string) => `${M}/lists/${encodeURIComponent(String(id))}/`,
  managerCompare: (id: number | string) => `${M}/${encodeURIComponent(String(id))}/compare/`,
  /** The local compare list. */
  managerCompareList: () => `${M}/compare/list/`,
  /** Pick managers to compare: `managers` (comma-separated ids) already chosen, `next` to return to. */
  managerCompareSelector: (q?: { managers?: string; next?: string }) =>
    withQuery(`${M}/compare/selector/`, q),
  /** The managers the user follows (server-side after login, local for a guest). */
  managerFollowing: () => `${M}/following/`,
} as const;
