import Decimal from 'decimal.js';
import type { Db } from '../db/open';
import { TradingCalendar, addDays, dayNum, isoOf } from './calendar';

/** symbol_stype codes (spec 001 §3). */
export const STYPE = {
  equity: 300,
  hybrid: 301,
  bond: 302,
  index: 303,
  guaranteed: 304,
  qdii: 305,
  money: 306,
  wealth: 307,
  closed: 308,
  other: 309,
  fof: 310,
} as const;
/** The fund that plays "the bao" (天弘余额宝货币, 000198). */
export const BAO_CODE = '000198';

/** Maps an Eastmoney type ("混合型-偏股") to symbol_stype. */
export function stypeOf(emType: string): number {
  if (emType === '股票型') return STYPE.equity;
  if (emType.startsWith('混合型')) return STYPE.hybrid;
  if (emType.startsWith('债券型') || emType === '指数型-固收') return STYPE.bond;
  if (emType === '指数型-海外股票' || emType.startsWith('QDII')) return STYPE.qdii;
  if (emType.startsWith('指数型')) return STYPE.index;
  if (emType.startsWith('货币型')) return STYPE.money;
  if (emType.startsWith('FOF')) return STYPE.fof;
  return STYPE.other;
}

/** Product risk level 1 (low) .. 5 (high), by type (documented in README.md). */
export function riskOf(emType: string): number {
  if (emType.startsWith('货币型')) return 1;
  if (
    [
      '债券型-长债',
      '债券型-中短债',
      '债券型-混合一级',
      '指数型-固收',
      'FOF-稳健型',
      'QDII-纯债',
    ].includes(emType)
  )
    return 2;
  if (
    [
      '债券型-混合二级',
      '混合型-偏债',
      '混合型-绝对收益',
      '混合型-平衡',
      'FOF-均衡型',
      'QDII-混合债',
    ].includes(emType)
  )
    return 3;
  if (emType.startsWith('QDII') || emType === '指数型-海外股票') return 5;
  return 4;
}

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
  /** Full NAV series: day numbers and NAV in ten-thousandths. */
  series: { days: Int32Array; navs: Int32Array } | null;
  managerIds: number[];
}

export interface NavPoint {
  date: string;
  /** Unit NAV in ten-thousandths of a yuan. */
  nav: number;
}

export interface FundStats {
  net_value: string;
  nav_date: string;
  percent_day: string | null;
  percent_week: string | null;
  percent_month: string | null;
  percent_season: string | null;
  percent_half_year: string | null;
  percent_year: string | null;
  percent_tyear: string | null;
  percent_start: string | null;
  /** Money funds: 7-day annualised yield (%). Others: annualised return over the last year (%), from NAV. */
  year_yld: string | null;
  /** Money funds: income per 10,000 shares (yuan). */
  tenthou_unit_incm: string | null;
}

/** Formats an integer in 1/10^scale units as a decimal string ("12345", 4 -> "1.2345"). */
export function fmtScaled(v: number, scale: number): string {
  const neg = v < 0;
  const s = String(Math.abs(v)).padStart(scale + 1, '0');
  return `${neg ? '-' : ''}${s.slice(0, s.length - scale)}.${s.slice(s.length - scale)}`;
}

function pct(now: number, then: number | undefined): string | null {
  if (then === undefined || then === 0) return null;
  return new Decimal(now)
    .div(then)
    .minus(1)
    .times(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}

function monthsBack(iso: string, m: number): string {
  const [y, mo, d] = iso.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (mo - 1) - m;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return `${ny}-${String(nm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
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
      const m = /([A-Z])$/.exec(r.name);
      const f: Fund = {
        code: r.code,
        name: r.name,
        initials: r.initials,
        emType: r.em_type,
        stype: stypeOf(r.em_type),
        risk: riskOf(r.em_type),
        companyId: r.company_id,
        companyName: r.company_id ? (this.companies.get(r.company_id) ?? null) : null,
        isMoney: r.em_type.startsWith('货币型'),
        isBao: r.code === BAO_CODE,
        shareClass: m ? m[1]! : '',
        snapshot: r.snapshot ? (JSON.parse(r.snapshot) as string[]) : null,
        series: s ?? null,
        managerIds: managerIdsByFund.get(r.code) ?? [],
      };
      if (!f.series && f.snapshot)
        f.series = {
          days: Int32Array.of(dayNum(f.snapshot[0]!)),
          navs: Int32Array.of(new Decimal(f.snapshot[1]!).times(10000).round().toNumber()),
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
   * (days past the data reuse the last real NAV). Funds whose only price is a later snapshot use
   * it. Money funds are 1.0000.
   */
  navOn(f: Fund, iso: string): NavPoint {
    if (f.isMoney || !f.series) return { date: iso, nav: 10000 };
    const i = Market.idx(f.series.days, dayNum(iso));
    const j = i < 0 ? 0 : i;
    return { date: isoOf(f.series.days[j]!), nav: f.series.navs[j]! };
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
    return this.statsAsOf(iso).get(f.code)!;
  }

  private computeStats(f: Fund, iso: string): FundStats {
    if (f.isMoney) {
      const y = f.isBao ? this.baoYield(addDays(iso, -1)) : null;
      return {
        net_value: '1.0000',
        nav_date: y?.date ?? iso,
        percent_day: null,
        percent_week: null,
        percent_month: null,
        percent_season: null,
        percent_half_year: null,
        percent_year: null,
        percent_tyear: null,
        percent_start: null,
        year_yld: y ? new Decimal(y.seven).toFixed(4) : null,
        tenthou_unit_incm: y ? new Decimal(y.tenthou).toFixed(4) : null,
      };
    }
    const s = f.series!;
    const target = dayNum(iso);
    let i = Market.idx(s.days, target);
    const snapOnly = s.days.length === 1 && !!f.snapshot;
    if (snapOnly) {
      const sn = f.snapshot!;
      return {
        net_value: new Decimal(sn[1]!).toFixed(4),
        nav_date: sn[0]!,
        percent_day: sn[3] || null,
        percent_week: sn[4] || null,
        percent_month: sn[5] || null,
        percent_season: sn[6] || null,
        percent_half_year: sn[7] || null,
        percent_year: sn[8] || null,
        percent_tyear: null,
        percent_start: null,
        year_yld: sn[8] ? new Decimal(sn[8]).toFixed(2) : null,
        tenthou_unit_incm: null,
      };
    }
    if (i < 0) i = 0;
    const nav = s.navs[i]!;
    const d = isoOf(s.days[i]!);
    const at = (back: string): number | undefined => {
      const k = Market.idx(s.days, dayNum(back));
      return k < 0 ? undefined : s.navs[k];
    };
    const year = pct(nav, at(monthsBack(d, 12)));
    return {
      net_value: fmtScaled(nav, 4),
      nav_date: d,
      percent_day: i > 0 ? pct(nav, s.navs[i - 1]) : null,
      percent_week: pct(nav, at(addDays(d, -7))),
      percent_month: pct(nav, at(monthsBack(d, 1))),
      percent_season: pct(nav, at(monthsBack(d, 3))),
      percent_half_year: pct(nav, at(monthsBack(d, 6))),
      percent_year: year,
      percent_tyear: pct(nav, at(`${Number(d.slice(0, 4)) - 1}-12-31`)),
      percent_start: pct(nav, s.navs[0]),
      year_yld: year,
      tenthou_unit_incm: null,
    };
  }
}

/**
 * NAV series per fund as Int32Arrays (day numbers, NAV in 1/10,000). Read from `nav_series`
 * blobs; built once from the `nav` rows when the blobs are missing (databases seeded before
 * migration 6).
 */
function loadSeries(db: Db): Map<string, { days: Int32Array; navs: Int32Array }> {
  const out = new Map<string, { days: Int32Array; navs: Int32Array }>();
  const blobs = db.prepare('SELECT code, days, navs FROM nav_series').all() as {
    code: string;
    days: Buffer;
    navs: Buffer;
  }[];
  const view = (b: Buffer) =>
    new Int32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
  if (blobs.length) {
    for (const r of blobs) out.set(r.code, { days: view(r.days), navs: view(r.navs) });
    return out;
  }
  const rows = db.prepare('SELECT code, date, nav FROM nav ORDER BY code, date').raw().all() as [
    string,
    string,
    number,
  ][];
  const tmp = new Map<string, { days: number[]; navs: number[] }>();
  for (const [code, date, nav] of rows) {
    let s = tmp.get(code);
    if (!s) tmp.set(code, (s = { days: [], navs: [] }));
    s.days.push(dayNum(date));
    s.navs.push(nav);
  }
  const ins = db.prepare('INSERT OR REPLACE INTO nav_series (code, days, navs) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const [code, s] of tmp) {
      const v = { days: Int32Array.from(s.days), navs: Int32Array.from(s.navs) };
      out.set(code, v);
      ins.run(code, Buffer.from(v.days.buffer), Buffer.from(v.navs.buffer));
    }
  })();
  return out;
}
