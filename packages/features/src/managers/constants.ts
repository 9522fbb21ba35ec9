/**
 * The managers screens' display numbers (spec 001 §2, §9): a screen's timing, tags and page size,
 * not domain rules, so here and not in `@jijin/core`. Units in the names (`_MS` milliseconds).
 */

/** The assessment's loading page shows at least this long, ms (spec 001 §2, §9). */
export const ASSESSMENT_LOADING_MIN_MS = 2_500;
/** Tags shown per manager in a list or card, at most (spec 001 §9). */
export const MANAGER_LIST_MAX_TAGS = 3;
/** Managers a page of the 推荐 list (spec 001 §9). */
export const MANAGER_RECOMMEND_PAGE_SIZE = 10;
