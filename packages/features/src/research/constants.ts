/**
 * The research screens' display numbers (spec 001 §9): page sizes, the holder atlas's limits and
 * the quote poll interval are a screen's choice, not domain rules, so here and not in
 * `@jijin/core`. Units in the names (`_MS` milliseconds).
 */

/** Rows asked for the fund's asset history (spec 001 §9). */
export const ASSET_HISTORY_PAGE_SIZE = 100;
/** Points asked for the fund's style history (spec 001 §9). */
export const FUND_STYLE_HISTORY_PAGE_SIZE = 240;
/** Rows asked for the holder structure (spec 001 §9). */
export const HOLDER_STRUCTURE_PAGE_SIZE = 1_000;
/** The holder atlas shows at most 4 stocks, and a view-all entry when there are over 5 (spec 001 §9). */
export const HOLDER_ATLAS = { maxStocks: 4, viewAllOver: 5 } as const;
/** Market quotes poll this often while the market is open, ms (spec 001 §9). */
export const MARKET_POLL_MS = 5_000;
/** Statuses a page of the 推荐 news tab (spec 001 §7, §9). */
export const RECOMMEND_STATUSES_PAGE_SIZE = 10;
