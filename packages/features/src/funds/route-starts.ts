import type { AppDispatch } from '../app/store';
import { sharedApi } from '../shared/api';
import { fundsApi, type NetPeriod } from './api';

/** The period the fund detail's net-value chart opens on (近1年). */
export const DETAIL_NET_PERIOD: NetPeriod = 'y';

/**
 * The stock code a `/s/{symbol}` address names (spec 001 §2: stocks share the path with the fund
 * detail and go to their own screen), upper-cased; null for a fund code.
 */
export function stockSymbolOf(symbol: string): string | null {
  return /^(SH|SZ|BJ)\d{6}$/i.test(symbol) ? symbol.toUpperCase() : null;
}

/**
 * `/s/{symbol}` on a cold start (`startRoute`): the fund, its net-value chart's opening period,
 * its period returns with peer ranks (阶段涨幅) and its allocation — the requests the detail's
 * first renders make, with their arguments.
 */
export function startFundDetail(symbol: string | undefined, dispatch: AppDispatch): void {
  if (!symbol || stockSymbolOf(symbol)) return;
  dispatch(fundsApi.util.prefetch('getFund', { symbol }, {}));
  dispatch(fundsApi.util.prefetch('getFundNetHistory', { symbol, period: DETAIL_NET_PERIOD }, {}));
  dispatch(fundsApi.util.prefetch('getFundAchievementRank', { symbol }, {}));
  dispatch(sharedApi.util.prefetch('getFundAssetConf', { symbol }, {}));
}

/**
 * `/s/{symbol}/buy/` on a cold start, logged in: the fund, the bank cards, the coupons, the risk
 * profile (suitability), the account settings (the open-account prompt) and the fare ratios (the
 * trade timetable of the confirmation line).
 */
export function startBuy(symbol: string | undefined, dispatch: AppDispatch): void {
  if (!symbol) return;
  dispatch(fundsApi.util.prefetch('getFund', { symbol }, {}));
  dispatch(fundsApi.util.prefetch('listAvailableCoupons', { fund_info: symbol }, {}));
  dispatch(fundsApi.util.prefetch('getFundFareRatio', { symbol }, {}));
  dispatch(sharedApi.util.prefetch('listMyBankCards', undefined, {}));
  dispatch(sharedApi.util.prefetch('getMyRiskProfile', undefined, {}));
  dispatch(sharedApi.util.prefetch('getSettings', undefined, {}));
}
