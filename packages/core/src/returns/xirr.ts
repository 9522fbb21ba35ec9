import { daysBetween } from './dates';
import { dec } from './decimal';
import type { Amount, HoldingEvent, IsoDate } from './types';

/**
 * One external cash flow from the investor's view: negative = paid in, positive = received.
 * @see README "Returns" (XIRR)
 */
export interface CashFlow {
  date: IsoDate;
  amount: Amount | number;
}

/**
 * XIRR's answer: an annual rate, or why there is none.
 * @see README "Returns" (XIRR)
 */
export type XirrResult =
  | { kind: 'ok'; rate: number }
  | {
      kind: 'insufficient';
      reason: 'no-flows' | 'one-sign' | 'same-day' | 'too-short' | 'no-solution';
    };

/** Shortest span (calendar days, first to last flow) XIRR annualises: shorter spans blow up. */
export const XIRR_MIN_DAYS = 30;

/**
 * Money-weighted return (XIRR, 资金加权年化收益率): the annual rate r with
 * `sum(amount_i / (1 + r)^(days_i / 365)) = 0`, days counted from the first flow (Actual/365).
 * Only external flows: buys (negative), sells and cash dividends (positive), and the value held
 * at the end as a final positive flow. Solved by bisection on r in (-0.9999, 1e6) to 1e-10.
 *
 * @param minDays the shortest span annualised, calendar days (default 30): a two-day gain of 1 %
 *   is not shown as 500 % a year
 * @returns `insufficient` (never a misleading 0 %) without both a paid and a received flow, when
 *   all flows fall on one day, when they span fewer than `minDays`, or when no rate solves it
 * @see README "Returns" (XIRR)
 */
export function xirr(flows: readonly CashFlow[], minDays = XIRR_MIN_DAYS): XirrResult {
  const cf = flows
    .map((f) => ({ date: f.date, amount: dec(f.amount).toNumber() }))
    .filter((f) => f.amount !== 0);
  if (!cf.length) return { kind: 'insufficient', reason: 'no-flows' };
  if (!cf.some((f) => f.amount < 0) || !cf.some((f) => f.amount > 0))
    return { kind: 'insufficient', reason: 'one-sign' };
  const first = cf.map((f) => f.date).sort()[0]!;
  const t = cf.map((f) => daysBetween(first, f.date) / 365);
  if (t.every((x) => x === 0)) return { kind: 'insufficient', reason: 'same-day' };
  if (Math.max(...t) * 365 < minDays) return { kind: 'insufficient', reason: 'too-short' };
  const npv = (r: number) => cf.reduce((s, f, i) => s + f.amount / Math.pow(1 + r, t[i]!), 0);
  let lo = -0.9999;
  let hi = 1e6;
  let flo = npv(lo);
  const fhi = npv(hi);
  if (!Number.isFinite(flo) || Math.sign(flo) === Math.sign(fhi))
    return { kind: 'insufficient', reason: 'no-solution' };
  for (let i = 0; i < 300 && hi - lo > 1e-12; i++) {
    const mid = (lo + hi) / 2;
    const fm = npv(mid);
    if (fm === 0) return { kind: 'ok', rate: mid };
    if (Math.sign(fm) === Math.sign(flo)) {
      lo = mid;
      flo = fm;
    } else hi = mid;
  }
  return { kind: 'ok', rate: (lo + hi) / 2 };
}

/**
 * The external cash flows of holdings for {@link xirr}: each buy paid (negative, on its trade
 * date), each sell and cash dividend received (positive), and `endValue` held on `endDate`
 * (positive). Reinvested dividends and splits move no money and are not flows.
 * @see README "Returns" (XIRR)
 */
export function externalFlows(
  events: readonly HoldingEvent[],
  endValue: Amount,
  endDate: IsoDate,
): CashFlow[] {
  const out: CashFlow[] = [];
  for (const e of events) {
    if (e.kind === 'buy') out.push({ date: e.trade_date, amount: dec(e.amount).negated() });
    else if (e.kind === 'sell') out.push({ date: e.trade_date, amount: dec(e.amount) });
    else if (e.kind === 'dividend_cash') out.push({ date: e.date, amount: dec(e.amount) });
  }
  if (!dec(endValue).isZero()) out.push({ date: endDate, amount: dec(endValue) });
  return out;
}
