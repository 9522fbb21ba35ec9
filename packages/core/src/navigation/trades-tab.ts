/** The portfolio trades list path (spec 001 §2; the list beside /accounts/funds/portfolios/trades/{id}). */
export const PORTFOLIO_TRADES_PATH = '/accounts/funds/portfolios/trades/';

/**
 * The trades list tab flag: '0' buy, '1' sell, '2,3' (tabs 2 and 3 merged).
 * @see spec 001 §2 Back navigation
 */
export type TradesTab = '0' | '1' | '2,3';

/**
 * The tab flag of a trades list tab: 0 buy -> '0', 1 sell -> '1', 2 or 3 -> '2,3'.
 * @throws {RangeError} for another tab
 * @see spec 001 §2 Back navigation (tabs 2 and 3 merge into the value 2,3)
 */
export function tradesTab(tab: 0 | 1 | 2 | 3): TradesTab {
  if (tab === 0) return '0';
  if (tab === 1) return '1';
  if (tab === 2 || tab === 3) return '2,3';
  throw new RangeError(`unknown trades tab ${String(tab)}`);
}

/**
 * Where a failed portfolio buy or sell goes: the trades list with the tab flag.
 * @param tab 0 buy, 1 sell, 2/3 the merged tab
 * @returns e.g. '/accounts/funds/portfolios/trades/?tab=0', '...?tab=2,3'
 * @see spec 001 §2 Back navigation (a failed portfolio buy or sell goes to the trades list)
 */
export function failedPortfolioTradeUrl(tab: 0 | 1 | 2 | 3): string {
  return `${PORTFOLIO_TRADES_PATH}?tab=${tradesTab(tab)}`;
}
