/**
 * The portfolio screens' display numbers and route default (spec 001 §2, §9): page sizes and the
 * chart's span are a screen's choice, not domain rules, so here and not in `@jijin/core`.
 */

/** The topic a portfolio route without one shows (spec 001 §2, §9). */
export const DEFAULT_TOPIC = 'xds';
/** Positions a page of the detailed positions (spec 001 §9). */
export const DETAILED_POSITIONS_PAGE_SIZE = 5;
/** Net values fetched for the chart, points (spec 001 §9). */
export const NETVALUE_CHART_POINTS = 365;
/** Rows a page of the net-value history (spec 001 §9). */
export const NETVALUE_HISTORY_PAGE_SIZE = 20;
