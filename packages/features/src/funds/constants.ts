/**
 * The funds screens' display defaults (spec 001 §9): the screen's choice, not a domain rule, so
 * here and not in `@jijin/core`.
 */

/** The market list's first query: tradable funds, 20 a page, best year first (spec 001 §9). */
export const DEFAULT_FUND_LIST_QUERY = {
  allow_trade: 1,
  page: 1,
  page_size: 20,
  sort: '-percent_year',
  type: 'all',
} as const;
