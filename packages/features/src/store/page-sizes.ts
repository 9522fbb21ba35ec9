/**
 * The page sizes the store screens ask for (spec 001 §9 names none for the store lists): the
 * lists are short, so each screen reads one page.
 */

/** Followed stores, a store's portfolios and the owner's portfolios: all on one page. */
export const STORE_LIST_PAGE_SIZE = 100;
/** The store's daily income rows (`GET /store/income/portfolio/`). */
export const STORE_INCOME_ROWS_PAGE_SIZE = 30;
/** The income withdrawal records (`GET /store/income/withdraw/`). */
export const STORE_WITHDRAWALS_PAGE_SIZE = 50;
/** The store timeline (`GET /statuses/store_timeline/`). */
export const STORE_TIMELINE_PAGE_SIZE = 50;
