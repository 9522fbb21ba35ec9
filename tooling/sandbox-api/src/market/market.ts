import Decimal from 'decimal.js';
import {
  PERIOD_KEYS,
  periodWindow,
  totalReturnNav,
  type NavAdjustment,
  type PeriodKey,
  type PeriodWindow,
} from '@jijin/core/performance';
import type { Db } from '../db/open';
import { HttpError } from '../http/errors';
import { TradingCalendar, addDays, dayNum, isoOf } from './calendar';
import { fundNaming } from './fund-types';

export { BAO_CODE, STYPE, riskOf, stypeOf } from './fund-types';

export interface Fund {
  code: string;
  name: string;
  initials: string;
  emType: string;
  stype: number;
  risk: number;
  companyId: number | null;
  companyName: string | null;
  isMoney: boolean;
  isBao: boolean;
  /** Share class letter ('A', 'C', ...) or '' */
  shareClass: string;
  /** Ranking snapshot [nav_date, nav, acc_nav, day, week, month, 3m, 6m, year] (percent strings). */
  snapshot: string[] | null;
  /**
   * Full NAV series: day numbers, unit NAV in ten-thousandths, and the total-return (复权) NAV in
   * yuan (core `totalReturnNav`: distributions reinvested, splits followed). Null for money funds
   * and for funds without a NAV series (the ranking snapshot's NAVs are never served).
   */
  series: { days: Int32Array; navs: Int32Array; tr: Float64Array } | null;
  /** Whether the series has a dividend-aware source (else the total return is the unit NAV's). */
  dividendAware: boolean;
  managerIds: number[];
}

export interface NavPoint {
  date: string;
  /** Unit NAV in ten-thousandths of a yuan. */
  nav: number;
}

/**
 * A fund's figures as of a date. Every percent is core's period return (README "Performance")
 * on the total-return NAV, in percent with 2 decimals; null where the fund is too young.
 */
export interface FundStats {
  /** Unit NAV (yuan, 4 decimals); null without NAV data. */
  net_value: string | null;
  /** Date of that NAV; null without NAV data. */
  nav_date: string | null;
  percent_day: string | null;
  percent_week: string | null;
  percent_month: string | null;
  percent_season: string | null;
  percent_half_year: string | null;
  percent_year: string | null;
  percent_tyear: string | null;
  percent_start: string | null;
  percent_two_year: string | null;
  percent_three_year: string | null;
  percent_five_year: string | null;
  /** Money funds: 7-day annualised yield (%). Others: the 近1年 return (%), as percent_year. */
  year_yld: string | null;
  /** Money funds: income per 10,000 shares (yuan). */
  tenthou_unit_incm: string | null;
}

/** A fund's figures without data: every field null. */
const NO_STATS: FundStats = {
  net_value: null,
  nav_date: null,
  percent_day: null,
  percent_week: null,
  percent_month: null,
  percent_season: null,
  percent_half_year: null,
  percent_year: null,
  percent_tyear: null,
  percent_start: null,
  percent_two_year: null,
  percent_three_year: null,
  percent_five_year: null,
  year_yld: null,
  tenthou_unit_incm: null,
};

/** A fund without a NAV series asked for a price (it has none; it is never priced at 1.0000). */
export class UnpricedFundError extends HttpError {
  constructor(readonly fund: Fund) {
    super(400, { symbol: [`${fund.name}暂无净值`] });
  }
}

/** Formats an integer in 1/10^scale units as a decimal string ("12345", 4 -> "1.2345"). */
export function fmtScaled(v: number, scale: number): string {
  const neg = v < 0;
  const s = String(Math.abs(v)).padStart(scale + 1, '0');
  return `${neg ? '-' : ''}${s.slice(0, s.length - scale)}.${s.slice(s.length - scale)}`;
}

/**
 * In-memory view of the market data (funds, NAV series, CSI 300, bao yields, calendar), loaded
 * once from the database. Pure reads; derived figures are computed from the NAV series.
 */
export class Market {
  readonly calendar: TradingCalendar;
  readonly funds: Fund[];
  readonly byCode = new Map<string, Fund>();
  readonly companies = new Map<number, string>();
  private readonly csiDays: Int32Array;
  private readonly csiClose: Int32Array;
  private readonly bao = new Map<string, { tenthou: string; seven: string }>();
  readonly baoFirst: string;
  readonly baoLast: string;
  private statsCache = new Map<string, Map<string, FundStats>>();

  constructor(db: Db) {
    this.calendar = new TradingCalendar(db);
    for (const c of db.prepare('SELECT id, name FROM companies').all() as {
      id: number;
      name: string;
    }[])
      this.companies.set(c.id, c.name);
    const managerIdsByFund = new Map<string, number[]>();
    for (const m of db.prepare('SELECT id, fund_codes FROM managers').all() as {
      id: number;
      fund_codes: string;
    }[]) {
      for (const code of m.fund_codes.split(',').filter(Boolean)) {
        const l = managerIdsByFund.get(code) ?? [];
        l.push(m.id);
        managerIdsByFund.set(code, l);
      }
    }
    const seriesByCode = loadSeries(db);
    const rows = db
      .prepare(
        'SELECT code, name, initials, em_type, company_id, snapshot FROM funds ORDER BY code',
      )
      .all() as {
      code: string;
      name: string;
      initials: string;
      em_type: string;
      company_id: number | null;
      snapshot: string | null;
    }[];
    this.funds = rows.map((r) => {
      const s = seriesByCode.get(r.code);
      const f: Fund = {
        ...fundNaming(r.code, r.name, r.initials, r.em_type),
        companyId: r.company_id,
        companyName: r.company_id ? (this.companies.get(r.company_id) ?? null) : null,
        isMoney: r.em_type.startsWith('货币型'),
        snapshot: r.snapshot ? (JSON.parse(r.snapshot) as string[]) : null,
        series: s ? { days: s.days, navs: s.navs, tr: s.tr } : null,
        dividendAware: !!s?.aware,
        managerIds: managerIdsByFund.get(r.code) ?? [],
      };
      this.byCode.set(f.code, f);
      return f;
    });
    const csi = db.prepare('SELECT date, close FROM csi300 ORDER BY date').raw().all() as [
      string,
      number,
    ][];
    this.csiDays = Int32Array.from(csi.map((r) => dayNum(r[0])));
    this.csiClose = Int32Array.from(csi.map((r) => r[1]));
    const bao = db
      .prepare('SELECT date, tenthou, seven FROM bao_yield ORDER BY date')
      .raw()
      .all() as [string, string, string][];
    for (const [d, t, s] of bao) this.bao.set(d, { tenthou: t, seven: s });
    this.baoFirst = bao[0]![0];
    this.baoLast = bao[bao.length - 1]![0];
  }

  fund(code: string): Fund | undefined {
    return this.byCode.get(code);
  }

  /** Index of the last point with day <= target, or -1. */
  private static idx(days: Int32Array, target: number): number {
    let lo = 0;
    let hi = days.length - 1;
    let ans = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (days[mid]! <= target) {
        ans = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return ans;
  }

  /**
   * The NAV a trade dated `iso` is priced at: the fund's NAV dated `iso`, or the last one before it
   * (days past the data reuse the last real NAV; before the first, the first). Money funds are
   * 1.0000 (their unit value). A fund without a NAV series has no price: null, never 1.0000.
   */
  navOrNull(f: Fund, iso: string): NavPoint | null {
    if (f.isMoney) return { date: iso, nav: 10000 };
    if (!f.series) return null;
    const i = Market.idx(f.series.days, dayNum(iso));
    const j = i < 0 ? 0 : i;
    return { date: isoOf(f.series.days[j]!), nav: f.series.navs[j]! };
  }

  /**
   * {@link navOrNull} for a fund that must have a price: one the user holds or trades (every
   * trading entry point refuses a fund without a NAV, domain/freshness `requireFresh`), a
   * portfolio's (advisors and models take funds with a series only), or one the caller checked.
   * @throws UnpricedFundError (400 on `symbol`) for a fund without a NAV series
   */
  navOn(f: Fund, iso: string): NavPoint {
    const p = this.navOrNull(f, iso);
    if (!p) throw new UnpricedFundError(f);
    return p;
  }

  /**
   * The total-return NAV (yuan per unit bought on the series' first day, core `totalReturnNav`) on
   * or before `iso` (before the first point, the first point's value), for figures that compound a
   * fund's value (portfolio net values). Money funds are 1. Same callers as {@link navOn}.
   * @throws UnpricedFundError (400 on `symbol`) for a fund without a NAV series
   */
  trOn(f: Fund, iso: string): number {
    if (f.isMoney) return 1;
    if (!f.series) throw new UnpricedFundError(f);
    const i = Market.idx(f.series.days, dayNum(iso));
    return f.series.tr[i < 0 ? 0 : i]!;
  }

  /** The previous NAV point before the one used for `iso` (for the day's change), or null. */
  prevNav(f: Fund, iso: string): NavPoint | null {
    if (f.isMoney || !f.series) return null;
    const i = Market.idx(f.series.days, dayNum(iso));
    if (i < 1) return null;
    return { date: isoOf(f.series.days[i - 1]!), nav: f.series.navs[i - 1]! };
  }

  /** NAV history points between two dates (inclusive), oldest first. */
  history(f: Fund, from: string, to: string): NavPoint[] {
    if (!f.series) return [];
    const a = Market.idx(f.series.days, dayNum(from) - 1) + 1;
    const b = Market.idx(f.series.days, dayNum(to));
    const out: NavPoint[] = [];
    for (let i = a; i <= b; i++)
      out.push({ date: isoOf(f.series.days[i]!), nav: f.series.navs[i]! });
    return out;
  }

  /** CSI 300 close (hundredths) on or before `iso`. */
  csiOn(iso: string): number | null {
    const i = Market.idx(this.csiDays, dayNum(iso));
    return i < 0 ? null : this.csiClose[i]!;
  }

  csiHistory(from: string, to: string): { date: string; close: number }[] {
    const a = Market.idx(this.csiDays, dayNum(from) - 1) + 1;
    const b = Market.idx(this.csiDays, dayNum(to));
    const out = [];
    for (let i = a; i <= b; i++)
      out.push({ date: isoOf(this.csiDays[i]!), close: this.csiClose[i]! });
    return out;
  }

  /** Bao yield for a calendar day; days outside the (shifted) series reuse the nearest end. */
  baoYield(iso: string): { date: string; tenthou: string; seven: string } {
    const d = iso < this.baoFirst ? this.baoFirst : iso > this.baoLast ? this.baoLast : iso;
    return { date: d, ...this.bao.get(d)! };
  }

  /** Derived figures of every fund as of `iso`, cached per date. */
  statsAsOf(iso: string): Map<string, FundStats> {
    let m = this.statsCache.get(iso);
    if (m) return m;
    m = new Map();
    for (const f of this.funds) m.set(f.code, this.computeStats(f, iso));
    if (this.statsCache.size > 16) this.statsCache.clear();
    this.statsCache.set(iso, m);
    return m;
  }

  stats(f: Fund, iso: string): FundStats {
    return this.statsAsOf(iso).get(f.code) ?? this.computeStats(f, iso); // a master-list row: all null
  }

  private computeStats(f: Fund, iso: string): FundStats {
    if (f.isMoney) {
      const y = f.isBao ? this.baoYield(addDays(iso, -1)) : null;
      return {
        ...NO_STATS,
        net_value: '1.0000',
        nav_date: y?.date ?? iso,
        year_yld: y ? new Decimal(y.seven).toFixed(4) : null,
        tenthou_unit_incm: y ? new Decimal(y.tenthou).toFixed(4) : null,
      };
    }
    const s = f.series;
    if (!s) return { ...NO_STATS };
    const i = Market.idx(s.days, dayNum(iso));
    if (i < 0) return { ...NO_STATS };
    const p = (k: PeriodKey) => pctOf(this.period(f, k, iso)?.value ?? null);
    const year = p('1y');
    return {
      net_value: fmtScaled(s.navs[i]!, 4),
      nav_date: isoOf(s.days[i]!),
      percent_day: i > 0 ? pctOf(s.tr[i]! / s.tr[i - 1]! - 1) : null,
      percent_week: p('1w'),
      percent_month: p('1m'),
      percent_season: p('3m'),
      percent_half_year: p('6m'),
      percent_year: year,
      percent_tyear: p('ytd'),
      percent_start: p('since'),
      percent_two_year: p('2y'),
      percent_three_year: p('3y'),
      percent_five_year: p('5y'),
      year_yld: year,
      tenthou_unit_incm: null,
    };
  }

  /**
   * One period's window and return on the fund's total-return NAV as of `iso` (core
   * `periodWindow`: the end is the last NAV on or before `iso`). Null without data or when the
   * fund is younger than the period.
   */
  period(f: Fund, key: PeriodKey, iso: string): PeriodWindow | null {
    if (!f.series) return null;
    return periodWindow({ days: f.series.days, values: f.series.tr }, key, dayNum(iso));
  }

  /** Every period of {@link period} at once. */
  periods(f: Fund, iso: string): Record<PeriodKey, PeriodWindow | null> {
    const out = {} as Record<PeriodKey, PeriodWindow | null>;
    for (const k of PERIOD_KEYS) out[k] = this.period(f, k, iso);
    return out;
  }

  /**
   * Total-return points between two dates (inclusive), oldest first: `tr` in yuan per unit bought
   * on the first day of the series (core `totalReturnNav`).
   */
  trHistory(f: Fund, from: string, to: string): { date: string; nav: number; tr: number }[] {
    if (!f.series) return [];
    const a = Market.idx(f.series.days, dayNum(from) - 1) + 1;
    const b = Market.idx(f.series.days, dayNum(to));
    const out = [];
    for (let i = a; i <= b; i++)
      out.push({
        date: isoOf(f.series.days[i]!),
        nav: f.series.navs[i]!,
        tr: f.series.tr[i]!,
      });
    return out;
  }
}

/** A fraction as a percent string with 2 decimals (0.12345 -> "12.35"); null stays null. */
export function pctOf(x: number | null): string | null {
  if (x === null || !Number.isFinite(x)) return null;
  return new Decimal(x).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/**
 * NAV series per fund: day numbers, unit NAV in 1/10,000 and the total-return NAV (core
 * `totalReturnNav` over the unit NAV and the stored ex-date adjustments). Read from `nav_series`
 * blobs.
 */
function loadSeries(
  db: Db,
): Map<string, { days: Int32Array; navs: Int32Array; tr: Float64Array; aware: boolean }> {
  const out = new Map<
    string,
    { days: Int32Array; navs: Int32Array; tr: Float64Array; aware: boolean }
  >();
  const blobs = db.prepare('SELECT code, days, navs, adj FROM nav_series').all() as {
    code: string;
    days: Buffer;
    navs: Buffer;
    adj: Buffer | null;
  }[];
  const i32 = (b: Buffer) =>
    new Int32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
  const f64 = (b: Buffer) =>
    new Float64Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
  const sources = navSourcesOf(db);
  for (const r of blobs) {
    const days = i32(r.days);
    const navs = i32(r.navs);
    const adj: NavAdjustment[] = [];
    if (r.adj) {
      const p = f64(r.adj);
      for (let k = 0; k < p.length; k += 2) adj.push({ day: p[k]!, factor: p[k + 1]! });
    }
    const values = new Float64Array(navs.length);
    for (let i = 0; i < navs.length; i++) values[i] = navs[i]! / 10000;
    const tr = new Float64Array(totalReturnNav({ days, values }, adj).values);
    out.set(r.code, { days, navs, tr, aware: sources.get(r.code) ?? false });
  }
  return out;
}

/** Whether each fund's series has a dividend-aware source (meta `nav_sources`, from the seed). */
function navSourcesOf(db: Db): Map<string, boolean> {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'nav_sources'").get() as
    { value: string } | undefined;
  const m = new Map<string, boolean>();
  if (!row) return m;
  for (const [code, src] of Object.entries(JSON.parse(row.value) as Record<string, string>))
    m.set(code, src.includes('eastmoney'));
  return m;
}
