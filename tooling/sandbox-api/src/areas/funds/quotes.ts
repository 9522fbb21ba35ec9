/**
 * The funds area's quote side (spec 001 §7 Symbols): a fund's quote, NAV table, candles,
 * profit-probability by holding period, similar K-lines, hot funds and search suggestions — all from
 * the real NAV series the sandbox loads. Intraday lines, real-time estimates (估值) and manager
 * tenures have no real source: they answer an honest empty list. Methods: sandbox README, "funds".
 */
import Decimal from 'decimal.js';
import { marketPhase } from '@jijin/core/status';
import type { Ctx } from '../../ctx';
import { paginate } from '../../http/registry';
import { bad } from '../../http/errors';
import { shTime } from '../../clock';
import { fmtScaled, type Fund, type NavPoint } from '../../market/market';
import type { SandboxArea } from '../define';
import { searchDirectory } from './directory';

/** Unit NAV (ten-thousandths) as a 4-place decimal string. */
const nv = (nav: number): string => fmtScaled(nav, 4);

/** (b / a - 1) × 100 to 2 places. */
const pct = (a: number, b: number): number =>
  new Decimal(b).div(a).minus(1).times(100).toDecimalPlaces(2).toNumber();

/** A fund's real NAV points up to the published NAV date, oldest first. */
function navSeries(ctx: Ctx, f: Fund): NavPoint[] {
  return ctx.market.history(f, '1900-01-01', ctx.navDate());
}

/** One candle: a fund has one price a day, so a day's open = high = low = close = NAV. */
export interface Candle {
  date: string;
  open: string;
  close: string;
  high: string;
  low: string;
  percent: number | null;
}

/**
 * Candles from a NAV series (oldest first). `day`: one per NAV. `week` (ISO week, Monday start) and
 * `month`: open = first NAV of the period, close = last, high/low = max/min, dated by the last NAV.
 * `percent` = close vs the previous candle's close (%), null for the first. The last `count` kept.
 */
export function kLine(
  points: NavPoint[],
  period: 'day' | 'week' | 'month',
  count: number,
): Candle[] {
  const key = (iso: string): string => {
    if (period === 'day') return iso;
    if (period === 'month') return iso.slice(0, 7);
    const d = new Date(`${iso}T00:00:00Z`);
    const monday = d.getTime() - ((d.getUTCDay() + 6) % 7) * 86400000;
    return new Date(monday).toISOString().slice(0, 10);
  };
  const groups: NavPoint[][] = [];
  let last = '';
  for (const p of points) {
    const k = key(p.date);
    if (k !== last) groups.push([]);
    groups[groups.length - 1]!.push(p);
    last = k;
  }
  const out: Candle[] = [];
  let prevClose: number | null = null;
  for (const g of groups) {
    const navs = g.map((p) => p.nav);
    const close = navs[navs.length - 1]!;
    out.push({
      date: g[g.length - 1]!.date,
      open: nv(navs[0]!),
      close: nv(close),
      high: nv(Math.max(...navs)),
      low: nv(Math.min(...navs)),
      percent: prevClose === null ? null : pct(prevClose, close),
    });
    prevClose = close;
  }
  return out.slice(Math.max(0, out.length - count));
}

/** Holding periods of the profit-probability table, in calendar months. */
export const HOLDING_PERIODS = [
  { period: '1m', months: 1, period_display: '持有1个月' },
  { period: '3m', months: 3, period_display: '持有3个月' },
  { period: '6m', months: 6, period_display: '持有6个月' },
  { period: '1y', months: 12, period_display: '持有1年' },
  { period: '3y', months: 36, period_display: '持有3年' },
] as const;

function addMonths(iso: string, m: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + m);
  return d.toISOString().slice(0, 10);
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

const r2 = (x: number): number => Math.round(x * 100) / 100;

/**
 * Profit probability per holding period from a NAV series (oldest first): every NAV day whose
 * end date (start + the period's months) is on or before the last NAV is a start; its return is
 * the last NAV on or before the end date vs the start NAV. profit_probability = share of starts
 * with a return > 0 (%); expected = mean; max_loss = the worst return; best = the best; percentiles
 * by nearest rank; all in %, 2 places. Periods with no start are left out.
 */
export function profitLoss(points: NavPoint[]) {
  if (points.length < 2) return [];
  const lastDate = points[points.length - 1]!.date;
  const out = [];
  for (const hp of HOLDING_PERIODS) {
    const rets: number[] = [];
    let j = 0;
    for (let i = 0; i < points.length; i++) {
      const end = addMonths(points[i]!.date, hp.months);
      if (end > lastDate) break;
      if (j < i) j = i;
      while (j + 1 < points.length && points[j + 1]!.date <= end) j++;
      rets.push((points[j]!.nav / points[i]!.nav - 1) * 100);
    }
    if (!rets.length) continue;
    const sorted = [...rets].sort((a, b) => a - b);
    const mean = rets.reduce((s, x) => s + x, 0) / rets.length;
    out.push({
      period: hp.period,
      period_display: hp.period_display,
      profit_probability: r2((rets.filter((x) => x > 0).length / rets.length) * 100),
      expected_percent: r2(mean),
      max_loss_percent: r2(sorted[0]!),
      best_percent: r2(sorted[sorted.length - 1]!),
      samples: rets.length,
      percentiles: {
        p10: r2(percentile(sorted, 10)),
        p25: r2(percentile(sorted, 25)),
        p50: r2(percentile(sorted, 50)),
        p75: r2(percentile(sorted, 75)),
        p90: r2(percentile(sorted, 90)),
      },
    });
  }
  return out;
}

/** Pearson correlation of two equal-length series; null when either is constant or too short. */
export function correlation(a: number[], b: number[]): number | null {
  const n = a.length;
  if (n < 2 || b.length !== n) return null;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    const da = a[i]! - ma;
    const db = b[i]! - mb;
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  if (saa === 0 || sbb === 0) return null;
  return sab / Math.sqrt(saa * sbb);
}

/** Trading days of daily returns compared by similar_k_line. */
export const SIMILAR_WINDOW = 60;

/** A fund name without its share-class letter (华夏成长混合A -> 华夏成长混合). */
const baseName = (name: string): string => name.replace(/[A-Z]$/, '');

/**
 * Similar K-lines: other funds whose daily NAV returns over the target's last SIMILAR_WINDOW
 * trading days (its last SIMILAR_WINDOW + 1 NAVs) correlate best with the target's (Pearson).
 * A candidate needs a NAV on every one of those dates; other share classes of the same fund
 * (same name but the class letter) are left out; only positive correlations; the best `limit`,
 * then code. similarity = the correlation (a ratio, 4 places); points = the candidate's day candles.
 */
export function similarKLine(
  target: { fund: Fund; points: NavPoint[] },
  candidates: { fund: Fund; points: NavPoint[] }[],
  limit = 5,
) {
  const win = target.points.slice(-(SIMILAR_WINDOW + 1));
  if (win.length < SIMILAR_WINDOW + 1) return [];
  const rets = (navs: number[]): number[] => navs.slice(1).map((v, i) => v / navs[i]! - 1);
  const t = rets(win.map((p) => p.nav));
  const dates = win.map((p) => p.date);
  const hits: { fund: Fund; points: NavPoint[]; r: number }[] = [];
  for (const c of candidates) {
    if (c.fund.code === target.fund.code || baseName(c.fund.name) === baseName(target.fund.name))
      continue;
    const byDate = new Map(c.points.map((p) => [p.date, p.nav]));
    const navs: number[] = [];
    for (const d of dates) {
      const v = byDate.get(d);
      if (v === undefined) break;
      navs.push(v);
    }
    if (navs.length !== dates.length) continue;
    const r = correlation(t, rets(navs));
    if (r !== null && r > 0)
      hits.push({ fund: c.fund, points: dates.map((d) => ({ date: d, nav: byDate.get(d)! })), r });
  }
  hits.sort((a, b) => b.r - a.r || (a.fund.code < b.fund.code ? -1 : 1));
  return hits.slice(0, limit).map((h) => ({
    symbol: h.fund.code,
    abbr_name: h.fund.name,
    similarity: Math.round(h.r * 10000) / 10000,
    points: kLine(h.points, 'day', SIMILAR_WINDOW + 1),
  }));
}

/**
 * Hot funds: funds followed by the most sandbox users (the follows table), ties and the rest
 * by the highest 1-year return (percent_year), then code; the first `limit`.
 */
export function hotFunds(ctx: Ctx, limit = 10): Fund[] {
  const counts = new Map<string, number>();
  for (const r of ctx
    .q("SELECT target, COUNT(*) AS n FROM follows WHERE kind = 'symbol' GROUP BY target")
    .all() as { target: string; n: number }[])
    counts.set(r.target, r.n);
  const stats = ctx.market.statsAsOf(ctx.navDate());
  const year = (f: Fund): number => {
    const v = stats.get(f.code)?.percent_year;
    return v === null || v === undefined ? -Infinity : Number(v);
  };
  return [...ctx.market.funds]
    .sort(
      (a, b) =>
        (counts.get(b.code) ?? 0) - (counts.get(a.code) ?? 0) ||
        year(b) - year(a) ||
        (a.code < b.code ? -1 : 1),
    )
    .slice(0, limit);
}

/** Quote operations of the funds area. */
export const quoteHandlers = {
  'GET /symbols/funds/{symbol}/quote/': (req) => {
    const { ctx } = req;
    const f = ctx.fundOr404(String(req.params.symbol), 404);
    const st = ctx.market.stats(f, ctx.navDate());
    // the exchange's phase, one rule with the market pages (core `marketPhase`)
    const trade_status = marketPhase(ctx.today(), shTime(ctx.now()), (d) =>
      ctx.market.calendar.isTradingDay(d),
    );
    return {
      symbol: f.code,
      net_value: st.net_value,
      net_value_date: st.nav_date,
      percent_day: st.percent_day === null ? null : Number(st.percent_day),
      price: null,
      trade_status,
      updated_at: ctx.nowIso(),
    } as const;
  },
  'GET /symbols/funds/{symbol}/quote_history/': (req) => {
    const { ctx, query } = req;
    const f = ctx.fundOr404(String(req.params.symbol), 404);
    const pts = navSeries(ctx, f);
    const rows = [];
    for (let i = pts.length - 1; i >= 0; i--) {
      const p = pts[i]!;
      rows.push({
        date: p.date,
        net_value: nv(p.nav),
        cumulative: null,
        percent_day: i > 0 ? pct(pts[i - 1]!.nav, p.nav) : null,
        year_yld: null,
        tenthou_unit_incm: null,
      });
    }
    return paginate(rows, query.page ?? 1, query.page_size ?? 20);
  },
  'GET /symbols/funds/{symbol}/k_line/': (req) => {
    const { ctx, query } = req;
    const f = ctx.fundOr404(String(req.params.symbol), 404);
    const period = String(query.period ?? 'day');
    if (period !== 'day' && period !== 'week' && period !== 'month')
      throw bad('period', 'K线周期不正确');
    const count = Number(query.count ?? 120);
    if (!Number.isInteger(count) || count < 1 || count > 1000)
      throw bad('count', 'K线数量须为1到1000之间的整数');
    return kLine(navSeries(ctx, f), period, count);
  },
  'GET /symbols/funds/{symbol}/time_line/': (req) => {
    req.ctx.fundOr404(String(req.params.symbol), 404);
    return [];
  },
  'GET /symbols/funds/{symbol}/similar_k_line/': (req) => {
    const { ctx } = req;
    const f = ctx.fundOr404(String(req.params.symbol), 404);
    const end = ctx.navDate();
    const points = navSeries(ctx, f).slice(-(SIMILAR_WINDOW + 1));
    if (points.length < SIMILAR_WINDOW + 1) return [];
    const from = points[0]!.date;
    const candidates = ctx.market.funds
      .filter((c) => c.series && !c.isMoney)
      .map((c) => ({ fund: c, points: ctx.market.history(c, from, end) }));
    return similarKLine({ fund: f, points }, candidates);
  },
  'GET /symbols/funds/{symbol}/profit_loss/': (req) => {
    const f = req.ctx.fundOr404(String(req.params.symbol), 404);
    return profitLoss(navSeries(req.ctx, f));
  },
  'GET /symbols/funds/{symbol}/managers_achivements_history/': (req) => {
    req.ctx.fundOr404(String(req.params.symbol), 404);
    return [];
  },
  'GET /symbols/{id}/estimated_quote_history/': (req) => {
    req.ctx.fundOr404(Number(req.params.id), 404);
    return [];
  },
  'GET /symbols/hot/': (req) => {
    const { ctx, query } = req;
    const types = String(query.symbol_type ?? '3').split(',');
    if (!types.map((t) => t.trim()).includes('3')) return [];
    const stats = ctx.market.statsAsOf(ctx.navDate());
    return hotFunds(ctx).map((f) => {
      const st = stats.get(f.code)!;
      return {
        id: Number(f.code),
        symbol: f.code,
        abbr_name: f.name,
        symbol_type: 3 as const,
        price: st.net_value,
        percent_day: st.percent_day === null ? null : Number(st.percent_day),
        amount: null,
      };
    });
  },
  'GET /search/suggestions/': (req) => {
    const { ctx, query } = req;
    const q = String(query.q ?? '').trim();
    if (!q) return { results: [] };
    // the same master-list search and order as GET /search/symbols/
    return {
      results: searchDirectory(ctx, q, 1, 10).rows.map((r) => ({
        text: r.name,
        type: 'symbol',
        target_id: r.code,
        list_status: r.list_status,
      })),
    };
  },
} satisfies SandboxArea['handlers'];
