/**
 * The H5 screens' own display numbers that several areas share: page sizes and list limits of
 * spec 001 §9 (a screen's choice of what to ask and show, not a rule of the domain, so they live
 * here and not in `@jijin/core`; a constant used by one area lives in that area's
 * `constants.ts`). Units in the names (`_PX` pixels).
 */

/** The coupon picker's list is at most this high, px (spec 001 §9). */
export const COUPON_LIST_MAX_HEIGHT_PX = 470;
/** Fund companies asked for at once, the whole list for the filters (spec 001 §9). */
export const COMPANY_LIST_PAGE_SIZE = 200;
/** The companies' order: largest assets first (spec 001 §9). */
export const COMPANY_LIST_SORT = '-assets_total';
/** Rows of the fund search box's suggestions (spec 001 §7, §9). */
export const SEARCH_SYMBOLS_PAGE_SIZE = 5;
/** The search box looks up funds only: `symbol_type` 3 (spec 001 §7, §9). */
export const SEARCH_SYMBOLS_TYPE = 3;
/** Rows a page of an income list (portfolio, private fund, my income) (spec 001 §9). */
export const INCOME_LIST_PAGE_SIZE = 30;
/** Followed funds asked for at once: every one of them, one page (spec 001 §9). */
export const FUND_FOLLOWING_PAGE_SIZE = 10_000;
/** Recommended portfolios a page (topic pages, the fund-portfolios landing) (spec 001 §7, §9). */
export const RECOMMEND_PORTFOLIOS_PAGE_SIZE = 3;
