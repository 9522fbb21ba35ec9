/**
 * Data freshness: whether a NAV is current enough to trade on, and whether a quote is live.
 * Core holds no data, so the trading calendar is a parameter (`isTradingDay`), and "today" is the
 * backend's date (Asia/Shanghai), passed in by the caller.
 * @see packages/core README "Freshness"
 */
import { MARKET_TRADE_STATUS } from '../constants/constants';

/**
 * Whether an ISO date (YYYY-MM-DD) is an exchange trading day.
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export type IsTradingDay = (isoDate: string) => boolean;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

function checkDate(name: string, iso: string): void {
  if (!ISO_DATE.test(iso) || Number.isNaN(Date.parse(`${iso}T00:00:00Z`)))
    throw new RangeError(`${name} must be an ISO date (YYYY-MM-DD), got ${iso}`);
}

/**
 * Weekdays (Monday-Friday) as trading days: the fallback calendar where the real one is unknown.
 * @param isoDate YYYY-MM-DD
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export const weekdayTradingDay: IsTradingDay = (isoDate) => {
  const d = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return d !== 0 && d !== 6;
};

/**
 * The last trading day strictly before `today`.
 * @param today YYYY-MM-DD, the backend's date
 * @param isTradingDay the trading calendar
 * @throws RangeError when `today` is not an ISO date, or no trading day lies in the 31 days before it
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export function previousTradingDay(today: string, isTradingDay: IsTradingDay): string {
  checkDate('today', today);
  let d = today;
  for (let k = 0; k < 31; k++) {
    d = addDays(d, -1);
    if (isTradingDay(d)) return d;
  }
  throw new RangeError(`no trading day in the 31 days before ${today}`);
}

/**
 * "MM-DD" of an ISO date, as dates read on screens next to a figure.
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export function monthDay(isoDate: string): string {
  return isoDate.slice(5, 10);
}

/**
 * A fund's NAV freshness:
 * - `fresh`: the NAV is dated on or after the previous trading day before `today`;
 * - `stale`: it is older (净值未更新); the fund is not tradable;
 * - `none`: the fund has no NAV at all (暂无净值数据); not tradable either.
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export type NavFreshnessState = 'fresh' | 'stale' | 'none';

/**
 * The answer of {@link navFreshness}.
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export interface NavFreshness {
  readonly state: NavFreshnessState;
  /** The NAV's date (YYYY-MM-DD), null without a NAV. */
  readonly navDate: string | null;
  /** Whether buying, selling, conversion and 定投 are allowed (only when `fresh`). */
  readonly tradable: boolean;
  /** Label for the NAV: null when fresh, `净值未更新（MM-DD）` when stale, `暂无净值数据` when none. */
  readonly label: string | null;
  /** Why trading is suspended (shown with 暂停交易 and in the server's refusal); null when tradable. */
  readonly reason: string | null;
}

/**
 * The label of a stale NAV: `净值未更新（MM-DD）`.
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export function staleNavLabel(navDate: string): string {
  return `净值未更新（${monthDay(navDate)}）`;
}

/**
 * The label of a fund without NAV data.
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export const NO_NAV_LABEL = '暂无净值数据';

/**
 * The trading buttons' text while a fund is not tradable.
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export const TRADING_SUSPENDED_LABEL = '暂停交易';

/**
 * The freshness rule: a NAV older than the previous trading day before `today` is stale.
 * On Monday 2026-04-20 (previous trading day Friday 04-17) a NAV of 04-17 or later is fresh,
 * one of 04-16 or earlier is stale.
 * @param navDate the NAV's date (YYYY-MM-DD) or null when the fund has none
 * @param today the backend's current date (YYYY-MM-DD, Asia/Shanghai)
 * @param isTradingDay the trading calendar (the backend's real one; {@link weekdayTradingDay} as fallback)
 * @throws RangeError when a date is not an ISO date
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export function navFreshness(
  navDate: string | null | undefined,
  today: string,
  isTradingDay: IsTradingDay,
): NavFreshness {
  if (navDate === null || navDate === undefined || navDate === '')
    return {
      state: 'none',
      navDate: null,
      tradable: false,
      label: NO_NAV_LABEL,
      reason: `${NO_NAV_LABEL}，暂停交易`,
    };
  checkDate('navDate', navDate);
  if (navDate >= previousTradingDay(today, isTradingDay))
    return { state: 'fresh', navDate, tradable: true, label: null, reason: null };
  const label = staleNavLabel(navDate);
  return { state: 'stale', navDate, tradable: false, label, reason: `${label}，暂停交易` };
}

/**
 * The exchange's phase at a moment (the contract's `trade_status`): `call_auction` 09:15-09:25
 * (集合竞价), `open` 09:30-11:30 and 13:00-15:00 (连续竞价), `rest` 09:25-09:30 and the lunch break
 * 11:30-13:00, `closed` before 09:15, from 15:00 and on a day that is not a trading day
 * (Asia/Shanghai; SSE/SZSE trading hours; spec 001 §9 trade status).
 */
export type MarketPhase = 'call_auction' | 'open' | 'rest' | 'closed';

/**
 * The exchange's phase at `today` `time` (see {@link MarketPhase}).
 * @param today the backend's current date (YYYY-MM-DD)
 * @param time the backend's current time "HH:mm" or "HH:mm:ss" (Asia/Shanghai)
 * @param isTradingDay the trading calendar
 * @throws RangeError when `today` is not an ISO date
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export function marketPhase(today: string, time: string, isTradingDay: IsTradingDay): MarketPhase {
  checkDate('today', today);
  if (!isTradingDay(today)) return 'closed';
  const hm = time.slice(0, 5);
  if (hm >= '09:15' && hm < '09:25') return 'call_auction';
  if ((hm >= '09:30' && hm < '11:30') || (hm >= '13:00' && hm < '15:00')) return 'open';
  if ((hm >= '09:25' && hm < '09:30') || (hm >= '11:30' && hm < '13:00')) return 'rest';
  return 'closed';
}

/**
 * Whether a quote is live: dated `today` while the exchange trades (`phase` `open`, as
 * {@link marketPhase} or the server's `trade_status` says). Any other quote is a close.
 * @param quoteDate the quote's date (YYYY-MM-DD), or null when it has none (never live)
 * @param today the current date in China (YYYY-MM-DD)
 * @param phase the exchange's phase now (`trade_status`)
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export function isLiveQuote(
  quoteDate: string | null | undefined,
  today: string,
  phase: string | null | undefined,
): boolean {
  return !!quoteDate && quoteDate === today && phase === 'open';
}

const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * Today's date in China (UTC+8, no daylight saving), `YYYY-MM-DD`.
 * @param nowMs the clock's epoch milliseconds
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export function chinaToday(nowMs: number): string {
  return new Date(Math.floor((nowMs + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/**
 * What a quote is now, in the words a screen shows beside its date: `交易中` when it is live
 * ({@link isLiveQuote}: dated today in China while the server's `trade_status` is `open`);
 * `休市` / `集合竞价` for today's quote at the lunch break or the call auction (spec 001 §9
 * labels); else `收盘` (its last close, however old).
 * @param priceDate the quote's `price_date`, `YYYY-MM-DD`
 * @param tradeStatus the server's `trade_status`
 * @param nowMs the clock's epoch milliseconds
 */
export function quoteWords(
  priceDate: string,
  tradeStatus: string | null | undefined,
  nowMs: number,
): '交易中' | '休市' | '集合竞价' | '收盘' {
  const today = chinaToday(nowMs);
  if (isLiveQuote(priceDate, today, tradeStatus)) return MARKET_TRADE_STATUS.open;
  if (priceDate === today && (tradeStatus === 'rest' || tradeStatus === 'call_auction'))
    return MARKET_TRADE_STATUS[tradeStatus];
  return '收盘';
}

/**
 * The as-of words of a quote with its date as `MM-DD` (home's market strip): `MM-DD` and
 * {@link quoteWords}; `--` without a date.
 * @param priceDate the quote's `price_date`, `YYYY-MM-DD` (or null)
 * @param tradeStatus the server's `trade_status`
 * @param nowMs the clock's epoch milliseconds
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export function quoteAsOf(
  priceDate: string | null | undefined,
  tradeStatus: string | null | undefined,
  nowMs: number,
): string {
  return priceDate ? `${priceDate.slice(5)} ${quoteWords(priceDate, tradeStatus, nowMs)}` : '--';
}

/**
 * The answer of {@link quoteSession}.
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export interface QuoteSession {
  /** True only during today's session on a trading day with a quote dated today. */
  readonly live: boolean;
  /** `交易中`, or `收盘（MM-DD）` with the close's date. */
  readonly label: string;
}

/**
 * Whether a quote (index or exchange price) is live: it reads 交易中 only when it is dated `today`,
 * `today` is a trading day and the exchange trades ({@link marketPhase} `open`: 09:30-11:30,
 * 13:00-15:00, Asia/Shanghai); otherwise it reads 收盘 with its date.
 * @param quoteDate the quote's date (YYYY-MM-DD)
 * @param today the backend's current date (YYYY-MM-DD)
 * @param time the backend's current time "HH:mm" or "HH:mm:ss" (Asia/Shanghai)
 * @param isTradingDay the trading calendar
 * @throws RangeError when a date is not an ISO date
 * @see README "Freshness"; spec 001 §9 (`trade_status`)
 */
export function quoteSession(
  quoteDate: string,
  today: string,
  time: string,
  isTradingDay: IsTradingDay,
): QuoteSession {
  checkDate('quoteDate', quoteDate);
  checkDate('today', today);
  const live = isLiveQuote(quoteDate, today, marketPhase(today, time, isTradingDay));
  return { live, label: live ? '交易中' : `收盘（${monthDay(quoteDate)}）` };
}
