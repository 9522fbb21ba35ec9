import { Decimal } from '../decimal';
import { type DecimalInput, toDecimal } from '../format/money';
import { DAY_MS, type TradingCalendar, formatDay, parseDay, toPredicate } from './calendar-days';
import { type PeriodUnit, isValidFixedInvestDay } from './fixed-investment';

/** How far a deduction date on a closed day looks for the next trading day (the longest A-share closure is 9 days). */
const ROLL_FORWARD_DAYS = 31;

/**
 * The deduction dates of a 定投 plan inside a window: every date whose weekday (weekly, 1 =
 * Monday … 5 = Friday) or day of month (monthly, 1-28) is `trade_day`, moved forward to the next
 * trading day when the market is closed (as a live plan's deduction is), kept when that trading
 * day is still inside the window. Two scheduled dates that land on the same trading day (a weekly
 * plan across a closure longer than a week) make one deduction.
 *
 * @param options.from first day of the window, 'YYYY-MM-DD' (inclusive)
 * @param options.to last day of the window, 'YYYY-MM-DD' (inclusive)
 * @param options.calendar trading days as data or a predicate (the A-share calendar)
 * @returns trading days 'YYYY-MM-DD', ascending, without repeats; empty when `from` > `to`
 * @throws {RangeError} for an invalid trade day or date
 * @see spec 001 §3 Fixed investment (period_unit 0 monthly, 1 weekly), §5 and §9 (monthly days
 *   1-28, weekly Monday-Friday)
 */
export function fixedInvestScheduleDates(options: {
  period_unit: PeriodUnit;
  trade_day: number;
  from: string;
  to: string;
  calendar: TradingCalendar;
}): string[] {
  const { period_unit, trade_day } = options;
  if (!isValidFixedInvestDay(period_unit, trade_day))
    throw new RangeError(`invalid trade day ${trade_day}`);
  const from = parseDay(options.from);
  const to = parseDay(options.to);
  const isTrading = toPredicate(options.calendar);
  const dates: string[] = [];
  for (let ms = from; ms <= to; ms += DAY_MS) {
    const d = new Date(ms);
    const scheduled =
      period_unit === 1 ? d.getUTCDay() === trade_day : d.getUTCDate() === trade_day;
    if (!scheduled) continue;
    let rolled: string | null = null;
    for (let k = 0; k <= ROLL_FORWARD_DAYS && ms + k * DAY_MS <= to; k += 1) {
      const day = formatDay(ms + k * DAY_MS);
      if (isTrading(day)) {
        rolled = day;
        break;
      }
    }
    if (rolled !== null && rolled !== dates[dates.length - 1]) dates.push(rolled);
  }
  return dates;
}

/**
 * One deduction of a backtest: its trade date and the unit NAV (yuan) it is priced at.
 * @see spec 001 §3 Fixed investment, §9 (fees rounded to 2 decimals)
 */
export interface BacktestDeduction {
  /** Trade date, 'YYYY-MM-DD'. */
  date: string;
  /** Unit NAV the deduction is priced at, yuan. */
  nav: DecimalInput;
}

/**
 * Input of {@link backtestFixedInvestment}.
 * @see spec 001 §3 Fixed investment, §9 (fees rounded to 2 decimals)
 */
export interface FixedInvestBacktestInput {
  /** Yuan per deduction (> 0). */
  amount: DecimalInput;
  /** The deductions, oldest first. */
  deductions: readonly BacktestDeduction[];
  /** The unit NAV (yuan) on the valuation date, the end of the window. */
  endNav: DecimalInput;
  /**
   * The purchase fee (yuan) of one buy of `amount` yuan; rounded half-up to 0.01 here. Default:
   * no fee. The lump sum pays the fee of its own (larger) amount.
   */
  fee?: (amount: Decimal) => DecimalInput;
}

/**
 * One way of investing the money, valued at the end NAV. All money in yuan, 2 decimals.
 * @see spec 001 §3 Fixed investment, §9 (fees rounded to 2 decimals)
 */
export interface FixedInvestBacktestLeg {
  /** Money put in. */
  invested: string;
  /** Purchase fees paid. */
  fare: string;
  /** Shares held at the end (2 decimals). */
  shares: string;
  /** shares x end NAV */
  worth: string;
  /** worth - invested */
  profit: string;
  /** profit / invested in %, 2 decimals; null when nothing was invested. */
  return_percent: string | null;
}

/**
 * The state right after one deduction.
 * @see spec 001 §3 Fixed investment, §9 (fees rounded to 2 decimals)
 */
export interface FixedInvestBacktestRecord {
  /** Trade date. */
  date: string;
  /** Unit NAV, 4 decimals. */
  nav: string;
  /** Money of this deduction. */
  amount: string;
  /** Its purchase fee. */
  fare: string;
  /** Shares this deduction bought. */
  shares: string;
  /** Money put in up to this deduction. */
  invested_total: string;
  /** Shares held after it. */
  shares_total: string;
  /** shares_total x nav */
  worth: string;
}

/**
 * Result of {@link backtestFixedInvestment}.
 * @see spec 001 §3 Fixed investment, §9 (fees rounded to 2 decimals)
 */
export interface FixedInvestBacktestResult {
  /** Number of deductions. */
  periods: number;
  /** 定投: `amount` on every deduction date. */
  fixed: FixedInvestBacktestLeg;
  /** 一次性投入: the same total on the first deduction date. */
  lump: FixedInvestBacktestLeg;
  records: FixedInvestBacktestRecord[];
}

const money = (d: Decimal): string => {
  const r = d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return r.isZero() ? '0.00' : r.toFixed(2);
};

/** Shares a buy gets: (amount - fee) / NAV, half-up to 0.01 share (the sandbox's confirmation rule). */
function buy(
  amount: Decimal,
  nav: Decimal,
  fee: (amount: Decimal) => DecimalInput,
): { fare: Decimal; shares: Decimal } {
  const fare = toDecimal(fee(amount)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (fare.isNegative() || fare.gt(amount))
    throw new RangeError(`fee ${fare} outside 0..${amount}`);
  return { fare, shares: amount.minus(fare).div(nav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP) };
}

function leg(invested: Decimal, fare: Decimal, shares: Decimal, endNav: Decimal) {
  const worth = shares.times(endNav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const profit = worth.minus(invested);
  return {
    invested: money(invested),
    fare: money(fare),
    shares: money(shares),
    worth: money(worth),
    profit: money(profit),
    return_percent: invested.isZero() ? null : money(profit.div(invested).times(100)),
  };
}

/**
 * Backtests a 定投 plan on a fund's real NAV series: each deduction buys `amount` yuan at its
 * date's unit NAV, net of the purchase fee (shares = (amount - fee) / NAV, half-up to 0.01); the
 * shares are valued at `endNav` (worth half-up to 0.01 yuan). The comparison invests the same
 * total at once on the first deduction date. Unit NAV only: a dividend paid in the window shows as
 * a NAV drop, so funds that paid one look worse than they were (said on the screen).
 *
 * @returns the 定投 leg, the lump-sum leg and the state after each deduction; with no deduction
 *   both legs are zero and their return null
 * @throws {TypeError} for a non-numeric amount or NAV
 * @throws {RangeError} for an amount or NAV not above zero, deductions out of order, or a fee
 *   outside 0..amount
 * @see spec 001 §3 Fixed investment, §9 (fee display rounds to 2 decimals); README "Conventions"
 *   (money as exact decimals)
 */
export function backtestFixedInvestment(
  input: FixedInvestBacktestInput,
): FixedInvestBacktestResult {
  const amount = toDecimal(input.amount);
  const endNav = toDecimal(input.endNav);
  if (amount.lte(0)) throw new RangeError(`amount must be above zero: ${amount}`);
  if (endNav.lte(0)) throw new RangeError(`NAV must be above zero: ${endNav}`);
  const fee = input.fee ?? (() => 0);
  let invested = new Decimal(0);
  let fare = new Decimal(0);
  let shares = new Decimal(0);
  let last = '';
  const records: FixedInvestBacktestRecord[] = [];
  for (const d of input.deductions) {
    if (d.date <= last) throw new RangeError(`deductions out of order at ${d.date}`);
    last = d.date;
    const nav = toDecimal(d.nav);
    if (nav.lte(0)) throw new RangeError(`NAV must be above zero on ${d.date}`);
    const b = buy(amount, nav, fee);
    invested = invested.plus(amount);
    fare = fare.plus(b.fare);
    shares = shares.plus(b.shares);
    records.push({
      date: d.date,
      nav: nav.toFixed(4),
      amount: money(amount),
      fare: money(b.fare),
      shares: money(b.shares),
      invested_total: money(invested),
      shares_total: money(shares),
      worth: money(shares.times(nav)),
    });
  }
  const first = input.deductions[0];
  const lump = first
    ? (() => {
        const b = buy(invested, toDecimal(first.nav), fee);
        return leg(invested, b.fare, b.shares, endNav);
      })()
    : leg(invested, new Decimal(0), new Decimal(0), endNav);
  return {
    periods: records.length,
    fixed: leg(invested, fare, shares, endNav),
    lump,
    records,
  };
}
