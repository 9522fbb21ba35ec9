import { Decimal } from '../decimal';
import { type DecimalInput, toDecimal } from '../format/money';

/**
 * One row of the 均线定投 table: when the benchmark index's last close is `side` its N-day moving
 * average by a deviation of at most `up_to` % (null: any larger deviation), each deduction is
 * `multiple` times the base amount.
 * @see README "Smart 定投 backtest"
 */
export interface MaMultipleRow {
  side: 'below' | 'above';
  /** Upper bound of the deviation |close / MA - 1| in %, inclusive; null for the last row. */
  up_to: number | null;
  /** Multiple of the base amount (1.6 = 160 %). */
  multiple: string;
}

/**
 * The 均线定投 table shown to the investor: below the moving average the deduction grows with
 * the depth (160 % within 5 %, up to 210 % beyond 40 %), above it shrinks (90 % within 15 %, down
 * to 60 % beyond 100 %); exactly on the average it is the base amount. The multiples stay inside
 * 60 %-210 % of the base amount.
 * @see README "Smart 定投 backtest"
 */
export const MA_MULTIPLE_TABLE: readonly MaMultipleRow[] = [
  { side: 'below', up_to: 5, multiple: '1.6' },
  { side: 'below', up_to: 10, multiple: '1.7' },
  { side: 'below', up_to: 20, multiple: '1.8' },
  { side: 'below', up_to: 30, multiple: '1.9' },
  { side: 'below', up_to: 40, multiple: '2.0' },
  { side: 'below', up_to: null, multiple: '2.1' },
  { side: 'above', up_to: 15, multiple: '0.9' },
  { side: 'above', up_to: 50, multiple: '0.8' },
  { side: 'above', up_to: 100, multiple: '0.7' },
  { side: 'above', up_to: null, multiple: '0.6' },
];

/**
 * The multiple of the base amount for a deviation of the index from its moving average.
 * @param deviationPercent (close / MA - 1) x 100: negative below the average
 * @returns the row's multiple from {@link MA_MULTIPLE_TABLE}; 1 at a deviation of exactly 0
 * @see README "Smart 定投 backtest"
 */
export function maMultiple(deviationPercent: DecimalInput): Decimal {
  const d = toDecimal(deviationPercent);
  if (d.isZero()) return new Decimal(1);
  const side = d.isNegative() ? 'below' : 'above';
  const depth = d.abs();
  const row = MA_MULTIPLE_TABLE.find(
    (r) => r.side === side && (r.up_to === null || depth.lte(r.up_to)),
  )!;
  return new Decimal(row.multiple);
}

/**
 * A dated value: a NAV (yuan) or an index close (points).
 * @see README "Smart 定投 backtest"
 */
export interface DatedValue {
  /** 'YYYY-MM-DD' */
  date: string;
  value: DecimalInput;
}

/**
 * The 均线定投 deduction on `date`: base x the multiple of the deviation of the index's last close
 * before `date` from the mean of the `days` closes ending with it (a deduction is placed before
 * the day's close is known).
 * @param index closes, oldest first
 * @returns amount (yuan, half-up to 0.01), the close, its date, the MA (4 decimals), the
 *   deviation (%, 2 decimals) and the multiple; null when fewer than `days` closes precede `date`
 * @throws {RangeError} for `days` < 1 or a base not above zero
 * @see README "Smart 定投 backtest"
 */
export function maDeduction(
  base: DecimalInput,
  date: string,
  index: readonly DatedValue[],
  days: number,
): {
  amount: string;
  close_date: string;
  close: string;
  ma: string;
  deviation_percent: string;
  multiple: string;
} | null {
  const b = toDecimal(base);
  if (b.lte(0)) throw new RangeError(`base amount must be above zero: ${b}`);
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`invalid MA days ${days}`);
  let end = -1;
  for (let i = 0; i < index.length && index[i]!.date < date; i += 1) end = i;
  if (end + 1 < days) return null;
  let sum = new Decimal(0);
  for (let i = end - days + 1; i <= end; i += 1) sum = sum.plus(toDecimal(index[i]!.value));
  const ma = sum.div(days);
  const close = toDecimal(index[end]!.value);
  const deviation = close.div(ma).minus(1).times(100);
  const multiple = maMultiple(deviation);
  return {
    amount: b.times(multiple).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    close_date: index[end]!.date,
    close: close.toFixed(4),
    ma: ma.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
    deviation_percent: deviation.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    multiple: multiple.toString(),
  };
}

/**
 * The annual rate r with sum(cf_i / (1 + r)^(days_i / 365)) = 0, days_i counted from the first
 * flow (XIRR). A rate, not money: computed in binary floating point by bisection on -99.9999 %..
 * 100,000 % to 1e-10.
 * @param flows money out negative, money in positive (yuan), any order
 * @returns r in % (12.34 = 12.34 %/year), or null without both signs or without a root
 * @see README "Smart 定投 backtest"
 */
export function xirrPercent(
  flows: readonly { date: string; amount: DecimalInput }[],
): number | null {
  if (flows.length === 0) return null;
  const t0 = Math.min(...flows.map((f) => Date.parse(`${f.date}T00:00:00Z`)));
  const cf = flows.map((f) => ({
    years: (Date.parse(`${f.date}T00:00:00Z`) - t0) / 86_400_000 / 365,
    amount: Number(toDecimal(f.amount).toString()),
  }));
  if (!cf.some((c) => c.amount < 0) || !cf.some((c) => c.amount > 0)) return null;
  const npv = (r: number) => cf.reduce((s, c) => s + c.amount / Math.pow(1 + r, c.years), 0);
  let lo = -0.999999;
  let hi = 1000;
  let flo = npv(lo);
  if (flo * npv(hi) > 0) return null;
  for (let i = 0; i < 300 && hi - lo > 1e-10; i += 1) {
    const mid = (lo + hi) / 2;
    const f = npv(mid);
    if (f > 0 === flo > 0) {
      lo = mid;
      flo = f;
    } else hi = mid;
  }
  return ((lo + hi) / 2) * 100;
}

/**
 * Input of {@link backtestSmartFixedInvestment}.
 * @see README "Smart 定投 backtest"
 */
export interface SmartBacktestInput {
  /** Base yuan per deduction (> 0). */
  base_amount: DecimalInput;
  /** Deduction trade dates ('YYYY-MM-DD', ascending), each a date of `nav`. */
  deductions: readonly string[];
  /** The fund's daily NAV (yuan), oldest first; the window is its first deduction to its last point. */
  nav: readonly DatedValue[];
  /** 均线定投: the benchmark index's closes (oldest first) and the MA length in trading days. */
  ma?: { index: readonly DatedValue[]; days: number };
  /** 目标止盈: the holding return in % that redeems every share (e.g. 15). */
  take_profit_percent?: DecimalInput;
  /** After a take-profit: go on deducting (default) or stop the plan. */
  after_take_profit?: 'continue' | 'stop';
  /** Purchase fee (yuan) of a buy of `amount` yuan; half-up to 0.01. Default none. */
  buy_fee?: (amount: Decimal) => DecimalInput;
  /** Redemption fee (yuan) of a redemption worth `gross` yuan held `days` calendar days (from the oldest share's buy); half-up to 0.01. Default none. */
  sell_fee?: (gross: Decimal, days: number) => DecimalInput;
}

/**
 * One deduction or redemption of a backtest.
 * @see README "Smart 定投 backtest"
 */
export interface SmartBacktestEvent {
  date: string;
  kind: 'buy' | 'take_profit';
  /** NAV it is priced at (4 decimals). */
  nav: string;
  /** Buy: money paid; take-profit: money received after the fee. */
  amount: string;
  fare: string;
  /** Shares bought or redeemed. */
  shares: string;
  /** Buy under 均线定投: the multiple applied. */
  multiple?: string;
}

/**
 * The figures of one plan over the window. Money in yuan (2 decimals), rates in %.
 * @see README "Smart 定投 backtest"
 */
export interface SmartBacktestLeg {
  deductions: number;
  /** Money put in. */
  invested: string;
  /** Worth of the shares held at the end plus the money redeemed by take-profits. */
  final_value: string;
  /** final_value - invested */
  profit: string;
  /** profit / invested x 100, 2 decimals; null with nothing invested. */
  return_percent: string | null;
  /** XIRR of the deductions (out), redemptions (in) and the end worth (in), 2 decimals; null when undefined. */
  xirr_percent: string | null;
  /** Largest fall of value / invested from a previous peak, over every NAV date, in % (2 decimals, >= 0). */
  max_drawdown_percent: string;
  take_profits: number;
  events: SmartBacktestEvent[];
}

const money = (d: Decimal): string => {
  const r = d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return r.isZero() ? '0.00' : r.toFixed(2);
};
const round2 = (d: DecimalInput) => toDecimal(d).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const DAY = 86_400_000;
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY);

/**
 * Runs one plan over the NAV series (see {@link backtestSmartFixedInvestment} for the method).
 * @throws {RangeError} for a base not above zero, a deduction not on a NAV date or out of order, a
 *   NAV not above zero, or a fee outside 0..amount
 * @see README "Smart 定投 backtest"
 */
export function backtestPlan(input: SmartBacktestInput): SmartBacktestLeg {
  const base = toDecimal(input.base_amount);
  if (base.lte(0)) throw new RangeError(`base amount must be above zero: ${base}`);
  const buyFee = input.buy_fee ?? (() => 0);
  const sellFee = input.sell_fee ?? (() => 0);
  const target =
    input.take_profit_percent === undefined ? null : toDecimal(input.take_profit_percent);
  if (target !== null && target.lte(0)) throw new RangeError(`take-profit must be above zero`);
  for (let i = 1; i < input.deductions.length; i += 1)
    if (input.deductions[i]! <= input.deductions[i - 1]!)
      throw new RangeError(`deductions out of order at ${input.deductions[i]}`);
  const navOf = new Map(input.nav.map((p) => [p.date, toDecimal(p.value)]));
  for (const d of input.deductions)
    if (!navOf.has(d)) throw new RangeError(`no NAV on deduction date ${d}`);
  const due = new Set(input.deductions);
  const first = input.deductions[0];
  const days = first === undefined ? [] : input.nav.filter((p) => p.date >= first);

  let invested = new Decimal(0);
  let redeemed = new Decimal(0);
  let shares = new Decimal(0);
  /** Money put in since the last take-profit (the holding's cost). */
  let cost = new Decimal(0);
  let since: string | null = null;
  let stopped = false;
  let pendingRedeem = false;
  let deductions = 0;
  let takeProfits = 0;
  let peak: Decimal | null = null;
  let maxDd = new Decimal(0);
  const events: SmartBacktestEvent[] = [];
  const flows: { date: string; amount: Decimal }[] = [];

  for (const p of days) {
    const nav = toDecimal(p.value);
    if (nav.lte(0)) throw new RangeError(`NAV must be above zero on ${p.date}`);
    if (pendingRedeem && shares.gt(0)) {
      const gross = round2(shares.times(nav));
      const fare = round2(sellFee(gross, daysBetween(since!, p.date)));
      if (fare.isNegative() || fare.gt(gross))
        throw new RangeError(`fee ${fare} outside 0..${gross}`);
      const got = gross.minus(fare);
      events.push({
        date: p.date,
        kind: 'take_profit',
        nav: nav.toFixed(4),
        amount: money(got),
        fare: money(fare),
        shares: money(shares),
      });
      flows.push({ date: p.date, amount: got });
      redeemed = redeemed.plus(got);
      shares = new Decimal(0);
      cost = new Decimal(0);
      since = null;
      takeProfits += 1;
      if (input.after_take_profit === 'stop') stopped = true;
    }
    pendingRedeem = false;
    if (due.has(p.date) && !stopped) {
      let amount = base;
      let multiple: string | undefined;
      if (input.ma) {
        const m = maDeduction(base, p.date, input.ma.index, input.ma.days);
        if (m) {
          amount = new Decimal(m.amount);
          multiple = m.multiple;
        } else multiple = '1';
      }
      const fare = round2(buyFee(amount));
      if (fare.isNegative() || fare.gt(amount))
        throw new RangeError(`fee ${fare} outside 0..${amount}`);
      const bought = amount.minus(fare).div(nav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      events.push({
        date: p.date,
        kind: 'buy',
        nav: nav.toFixed(4),
        amount: money(amount),
        fare: money(fare),
        shares: money(bought),
        ...(multiple === undefined ? {} : { multiple }),
      });
      flows.push({ date: p.date, amount: amount.negated() });
      invested = invested.plus(amount);
      cost = cost.plus(amount);
      shares = shares.plus(bought);
      since ??= p.date;
      deductions += 1;
    }
    const worth = round2(shares.times(nav));
    if (invested.gt(0)) {
      const perYuan = worth.plus(redeemed).div(invested);
      if (peak === null || perYuan.gt(peak)) peak = perYuan;
      const dd = peak.minus(perYuan).div(peak);
      if (dd.gt(maxDd)) maxDd = dd;
    }
    if (target !== null && shares.gt(0) && cost.gt(0)) {
      const ret = worth.minus(cost).div(cost).times(100);
      if (ret.gte(target)) pendingRedeem = true;
    }
  }
  const last = days[days.length - 1];
  const endWorth = last ? round2(shares.times(toDecimal(last.value))) : new Decimal(0);
  const finalValue = endWorth.plus(redeemed);
  if (last && endWorth.gt(0)) flows.push({ date: last.date, amount: endWorth });
  const profit = finalValue.minus(invested);
  const xirr = xirrPercent(flows);
  return {
    deductions,
    invested: money(invested),
    final_value: money(finalValue),
    profit: money(profit),
    return_percent: invested.isZero() ? null : money(profit.div(invested).times(100)),
    xirr_percent: xirr === null ? null : xirr.toFixed(2),
    max_drawdown_percent: money(maxDd.times(100)),
    take_profits: takeProfits,
    events,
  };
}

/**
 * Backtests a smart 定投 plan against the fixed plan over the same window and deduction dates.
 *
 * Method: the window runs from the first deduction date to the last NAV point. On each deduction
 * date the plan buys its amount — the base amount, or under 均线定投 the base x the multiple of
 * {@link MA_MULTIPLE_TABLE} for the index's deviation from its N-day MA ({@link maDeduction}) —
 * at that date's NAV, net of the purchase fee (shares half-up to 0.01). Every NAV date values
 * the shares (worth half-up to 0.01). Under 目标止盈, when the holding return (worth - cost) /
 * cost reaches the target at a day's NAV (published after the close), every share is redeemed at
 * the next NAV date's NAV less the redemption fee; the money is kept (no interest) and the plan
 * goes on from a zero cost (or stops). The fixed plan buys the base amount on the same dates with
 * no take-profit.
 *
 * @returns `plan` (the smart plan) and `fixed` (the fixed plan), each a {@link SmartBacktestLeg}
 * @throws {RangeError} as {@link backtestPlan}
 * @see README "Smart 定投 backtest"
 */
export function backtestSmartFixedInvestment(input: SmartBacktestInput): {
  plan: SmartBacktestLeg;
  fixed: SmartBacktestLeg;
} {
  const plan = backtestPlan(input);
  const fixed = backtestPlan({
    base_amount: input.base_amount,
    deductions: input.deductions,
    nav: input.nav,
    buy_fee: input.buy_fee,
    sell_fee: input.sell_fee,
  });
  return { plan, fixed };
}
