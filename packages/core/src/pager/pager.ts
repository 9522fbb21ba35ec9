import { PAGE_SIZE } from '../constants/constants';

/** Default page size (spec 000 §3, §9: 20). */
export const DEFAULT_PAGE_SIZE: number = PAGE_SIZE;

/**
 * An immutable pager state (spec 000 §3 Pager). Pages are 1-based.
 * `page` is the last page bound (0 before the first bind); `lastRequestedPage` the last page
 * asked for (0 before any request).
 */
export interface PagerState<T> {
  readonly page_size: number;
  readonly page: number;
  readonly lastRequestedPage: number;
  readonly total_count: number;
  readonly total_page: number;
  readonly isLastPage: boolean;
  readonly results: readonly T[];
}

/** A paged API response (spec 000 §3, 001 §7: current_page, total_count, total_page, results). */
export interface PagedResponse<T> {
  current_page: number;
  total_count: number;
  total_page: number;
  results: readonly T[];
}

/**
 * A fresh pager.
 * @param page_size items per page (default 20)
 * @throws {RangeError} when page_size is not a positive integer
 * @see spec 000 §3 Pager
 */
export function createPager<T>(page_size: number = DEFAULT_PAGE_SIZE): PagerState<T> {
  if (!Number.isInteger(page_size) || page_size < 1)
    throw new RangeError(`page_size must be a positive integer, got ${page_size}`);
  return {
    page_size,
    page: 0,
    lastRequestedPage: 0,
    total_count: 0,
    total_page: 0,
    isLastPage: false,
    results: [],
  };
}

/**
 * Record that `page` was requested (sets `lastRequestedPage`).
 * @param page 1-based page
 * @throws {RangeError} when page is not a positive integer
 * @see spec 000 §3 Pager (lastRequestedPage)
 */
export function requestPage<T>(state: PagerState<T>, page: number): PagerState<T> {
  if (!Number.isInteger(page) || page < 1)
    throw new RangeError(`page must be a positive integer, got ${page}`);
  return { ...state, lastRequestedPage: page };
}

/**
 * Whether the pager is loading: the requested page is one past the last loaded page.
 * @see spec 000 §4 Pager
 */
export function isPagerLoading<T>(state: PagerState<T>): boolean {
  return state.lastRequestedPage === state.page + 1;
}

/**
 * Bind a response. Page 1 replaces the results; page `page + 1` appends (dropping items whose
 * key is already held); any other page (stale, repeated or skipping ahead) leaves the state
 * unchanged, so the pager never skips a page nor holds a page twice.
 *
 * @param keyOf optional identity of an item (e.g. `(r) => r.id`) to drop duplicates across pages
 * @returns the new state
 * @see spec 000 §3 Pager (binds from current_page, total_count, total_page and results)
 */
export function bindPage<T>(
  state: PagerState<T>,
  response: PagedResponse<T>,
  keyOf?: (item: T) => unknown,
): PagerState<T> {
  const p = response.current_page;
  if (p !== 1 && p !== state.page + 1) return state;
  const base: readonly T[] = p === 1 ? [] : state.results;
  const seen = new Set(keyOf ? base.map(keyOf) : []);
  const added: T[] = [];
  for (const item of response.results) {
    if (keyOf) {
      const k = keyOf(item);
      if (seen.has(k)) continue;
      seen.add(k);
    }
    added.push(item);
  }
  return {
    ...state,
    page: p,
    total_count: response.total_count,
    total_page: response.total_page,
    isLastPage: p >= response.total_page,
    results: [...base, ...added],
  };
}

/**
 * The previous page to go to, or null when refused (on page 1 or before any page).
 * @see spec 000 §4 Pager (previous is refused on page 1)
 */
export function prevPage<T>(state: PagerState<T>): number | null {
  return state.page > 1 ? state.page - 1 : null;
}

/**
 * The next page to load, or null when refused (on the last page, or while a request for it is
 * already loading). Before any page is bound the next page is 1.
 * @see spec 000 §4 Pager (next is refused on the last page)
 */
export function nextPage<T>(state: PagerState<T>): number | null {
  if (state.page > 0 && state.isLastPage) return null;
  if (isPagerLoading(state)) return null;
  return state.page + 1;
}

/**
 * Query parameters for a page request: `{ page, page_size }`.
 * @param page 1-based page
 * @see spec 000 §3 Pager (page_size, 1-based page)
 */
export function pageQuery<T>(
  state: PagerState<T>,
  page: number,
): { page: number; page_size: number } {
  return { page, page_size: state.page_size };
}
