import { Decimal } from '../decimal';
import { ZERO, cents, dec, dmin } from './decimal';
import type { Amount, IsoDate } from './types';

/**
 * One stock of a fund's holdings report.
 * @see README "Returns" (持仓穿透, 前十大重合度)
 */
export interface ReportedStock {
  /** Stable key of the security, e.g. `SH:600519`. */
  key: string;
  name: string;
  /** Shenwan level-1 industry; null or missing = unknown (其他). */
  industry?: string | null;
  /** Weight in the fund's net assets (%, e.g. "9.85"). */
  percent: Amount;
}

/**
 * A held fund as the look-through needs it.
 * @see README "Returns" (持仓穿透, 前十大重合度)
 */
export interface HeldFundReport {
  code: string;
  name?: string;
  /** The investor's money in the fund (yuan). */
  worth: Amount;
  /** Date of the holdings report used (its 报告期); null without a report. */
  report_date: IsoDate | null;
  /** The report's stocks (top 10 for a quarterly report). */
  stocks: readonly ReportedStock[];
}

/**
 * The investor's money in one stock or industry across funds.
 * @see README "Returns" (持仓穿透, 前十大重合度)
 */
export interface ExposureRow {
  key: string;
  name: string;
  /** Yuan, cents half-up. */
  amount: Decimal;
  /** Share of the money in the held funds (%, 2 decimals). */
  percent: Decimal;
  /** Funds contributing, with each report date. */
  funds: { code: string; report_date: IsoDate | null }[];
}

/**
 * Result of {@link lookThrough}.
 * @see README "Returns" (持仓穿透, 前十大重合度)
 */
export interface LookThrough {
  /** Money in all held funds (yuan). */
  total: Decimal;
  stocks: ExposureRow[];
  industries: ExposureRow[];
  /** Money not seen through (the rest of each fund beyond its reported stocks), yuan. */
  undisclosed: Decimal;
  /** Each fund's report date (null = no report; all its money is undisclosed). */
  reports: { code: string; report_date: IsoDate | null }[];
}

/**
 * 持仓穿透: the investor's money in each stock and each Shenwan industry across the held funds,
 * from each fund's latest holdings report: `amount(stock) = sum over funds of worth x percent / 100`.
 * Industries sum their stocks (unknown industry: 其他). Rows sorted by amount, largest first;
 * `undisclosed` is the money beyond the reported stocks (a top-10 report shows only part).
 * @see README "Returns" (持仓穿透, 前十大重合度)
 */
export function lookThrough(funds: readonly HeldFundReport[]): LookThrough {
  const total = funds.reduce((s, f) => s.plus(dec(f.worth)), ZERO);
  const stocks = new Map<string, { name: string; amount: Decimal; funds: ExposureRow['funds'] }>();
  const industries = new Map<string, { amount: Decimal; funds: ExposureRow['funds'] }>();
  let seen = ZERO;
  for (const f of funds) {
    const worth = dec(f.worth);
    const src = { code: f.code, report_date: f.report_date };
    for (const s of f.stocks) {
      const amount = worth.times(dec(s.percent)).div(100);
      seen = seen.plus(amount);
      const st = stocks.get(s.key) ?? { name: s.name, amount: ZERO, funds: [] };
      st.amount = st.amount.plus(amount);
      if (!st.funds.some((x) => x.code === f.code)) st.funds.push(src);
      stocks.set(s.key, st);
      const ind = s.industry || '其他';
      const it = industries.get(ind) ?? { amount: ZERO, funds: [] };
      it.amount = it.amount.plus(amount);
      if (!it.funds.some((x) => x.code === f.code)) it.funds.push(src);
      industries.set(ind, it);
    }
  }
  const pct = (a: Decimal) =>
    total.isZero() ? ZERO : a.div(total).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const rows = (m: Map<string, { name?: string; amount: Decimal; funds: ExposureRow['funds'] }>) =>
    [...m.entries()]
      .map(([key, v]) => ({
        key,
        name: v.name ?? key,
        amount: cents(v.amount),
        percent: pct(v.amount),
        funds: v.funds,
      }))
      .sort((a, b) => b.amount.comparedTo(a.amount) || (a.key < b.key ? -1 : 1));
  return {
    total,
    stocks: rows(stocks),
    industries: rows(industries),
    undisclosed: cents(total.minus(seen)),
    reports: funds.map((f) => ({ code: f.code, report_date: f.report_date })),
  };
}

/**
 * 前十大重合度 of two funds; see {@link topTenOverlap}.
 * @see README "Returns" (持仓穿透, 前十大重合度)
 */
export interface Overlap {
  /** Stocks in both top-10 lists. */
  common: { key: string; name: string; a: Decimal; b: Decimal }[];
  /** Weight overlap (%, 2 decimals): sum over common stocks of min(weight in A, weight in B). */
  weight: Decimal;
  /** Common stocks over the smaller list's size (%, 2 decimals); null when a list is empty. */
  count_ratio: Decimal | null;
}

/**
 * 前十大重合度 of two funds' top-10 lists: the stocks both hold, the weight overlap
 * `sum(min(wA, wB))` in % of net assets (how much of each fund's assets sit in the same stocks
 * at least), and the count of common stocks over the shorter list.
 * @see README "Returns" (持仓穿透, 前十大重合度)
 */
export function topTenOverlap(a: readonly ReportedStock[], b: readonly ReportedStock[]): Overlap {
  const inB = new Map(b.map((s) => [s.key, s]));
  const common = a
    .filter((s) => inB.has(s.key))
    .map((s) => ({ key: s.key, name: s.name, a: dec(s.percent), b: dec(inB.get(s.key)!.percent) }));
  const weight = common
    .reduce((s, c) => s.plus(dmin(c.a, c.b)), ZERO)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const n = Math.min(a.length, b.length);
  return {
    common,
    weight,
    count_ratio: n
      ? new Decimal(common.length).div(n).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
      : null,
  };
}
