/**
 * Computed quant facts (spec 001 §3 Quant factor, §7 Quant): pure functions of real series and
 * snapshots, each documented in README.md "Quant area" and unit tested on fixed input in
 * `__tests__/compute.test.ts`. Floats are fine here: ratios and scores shown rounded, never money.
 */
import {
  addMonthsDay,
  annualizedVolatility,
  idxOnOrBefore,
  maxDrawdown,
  monthIndex,
  relativeTo,
  sharpeRatio,
  slice,
  type Series,
} from '../../market/nav-stats';
import { periodWindow } from '@jijin/core';

/** The factor categories of `?factor_category=` (spec 001 §2 Quant). */
export const FACTOR_CATEGORIES = ['return', 'risk', 'style'] as const;
export type FactorCategory = (typeof FACTOR_CATEGORIES)[number];

/** One factor of a fund: what it measures and which way it leans. */
export interface FactorDef {
  factor: string;
  factor_name: string;
  factor_category: FactorCategory;
  factor_type_display: string;
  /** Needs the quant_senior_factor service. */
  is_senior: boolean;
  /** +1: a larger exposure is favourable, -1: unfavourable, 0: descriptive (always neutral). */
  direction: 1 | -1 | 0;
  unit: '%' | '';
  description: string;
}

/** The factors, in display order (README "Quant area" gives each formula). */
export const FACTORS: readonly FactorDef[] = [
  {
    factor: 'momentum_3m',
    factor_name: '近3月动量',
    factor_category: 'return',
    factor_type_display: '动量因子',
    is_senior: false,
    direction: 1,
    unit: '%',
    description: '最近3个月净值涨跌幅（分红再投资）',
  },
  {
    factor: 'momentum_12m',
    factor_name: '近1年动量',
    factor_category: 'return',
    factor_type_display: '动量因子',
    is_senior: false,
    direction: 1,
    unit: '%',
    description: '最近1年净值涨跌幅（分红再投资）',
  },
  {
    factor: 'volatility_1y',
    factor_name: '年化波动率',
    factor_category: 'risk',
    factor_type_display: '风险因子',
    is_senior: false,
    direction: -1,
    unit: '%',
    description: '最近1年日收益率标准差×√244',
  },
  {
    factor: 'max_drawdown_1y',
    factor_name: '最大回撤',
    factor_category: 'risk',
    factor_type_display: '风险因子',
    is_senior: false,
    direction: -1,
    unit: '%',
    description: '最近1年净值从前高的最大跌幅',
  },
  {
    factor: 'sharpe_1y',
    factor_name: '夏普比率',
    factor_category: 'return',
    factor_type_display: '风险调整收益因子',
    is_senior: true,
    direction: 1,
    unit: '',
    description: '最近1年（年化收益-1.5%）÷年化波动率',
  },
  {
    factor: 'alpha_1y',
    factor_name: '阿尔法',
    factor_category: 'return',
    factor_type_display: '超额收益因子',
    is_senior: true,
    direction: 1,
    unit: '%',
    description: '最近1年相对沪深300的詹森阿尔法（年化）',
  },
  {
    factor: 'beta_1y',
    factor_name: '贝塔',
    factor_category: 'risk',
    factor_type_display: '市场因子',
    is_senior: true,
    direction: 0,
    unit: '',
    description: '最近1年日收益对沪深300日收益的回归斜率',
  },
  {
    factor: 'size',
    factor_name: '市值风格',
    factor_category: 'style',
    factor_type_display: '风格因子',
    is_senior: true,
    direction: 0,
    unit: '',
    description: '前十大重仓股总市值在A股中的分位（按持仓占比加权，越大越偏大盘）',
  },
  {
    factor: 'value',
    factor_name: '估值风格',
    factor_category: 'style',
    factor_type_display: '风格因子',
    is_senior: true,
    direction: 0,
    unit: '',
    description: '前十大重仓股市净率在A股中的分位（按持仓占比加权，越大越偏成长）',
  },
  {
    factor: 'industry_concentration',
    factor_name: '行业集中度',
    factor_category: 'style',
    factor_type_display: '集中度因子',
    is_senior: true,
    direction: -1,
    unit: '%',
    description: '前十大重仓股中第一大申万一级行业所占比例',
  },
];

/** A fund's exposure per factor (`factor` -> value in the factor's unit; null: no data). */
export type Exposures = Record<string, number | null>;

/** Fewest NAV points in the one-year window for the NAV factors (about half a year of days). */
export const MIN_WINDOW_POINTS = 120;
/** Fewest peers with a value for a percentile. */
export const MIN_PEERS = 5;

const round = (x: number | null | undefined, places = 2): number | null => {
  if (x === null || x === undefined || !Number.isFinite(x)) return null;
  const f = 10 ** places;
  return Math.round(x * f) / f;
};

/**
 * The NAV-based exposures of a fund over the year ending at its last NAV on or before `to` (day
 * number): momentum 3m / 12m, volatility, max drawdown (all %), Sharpe, alpha (%) and beta
 * against `bench`. Null without `MIN_WINDOW_POINTS` points in that year.
 */
export function navExposures(
  fund: Series,
  bench: Series,
  to: number,
): { end: number; values: Exposures } | null {
  const i = idxOnOrBefore(fund.days, to);
  if (i < 0) return null;
  const end = fund.days[i]!;
  // core's 近1年 / 近3月 windows (the header's figures); a younger fund: its points of the year
  const w12 = periodWindow(fund, '1y', to);
  const year = slice(fund, w12 ? w12.startDay : addMonthsDay(end, -12), end);
  if (year.days.length < MIN_WINDOW_POINTS) return null;
  const m3 = periodWindow(fund, '3m', to)?.value ?? null;
  const rel = relativeTo(year, bench);
  const pct = (x: number | null | undefined) =>
    round(x === null || x === undefined ? null : x * 100);
  return {
    end,
    values: {
      momentum_3m: pct(m3),
      momentum_12m: pct(w12 ? w12.value : null),
      volatility_1y: pct(annualizedVolatility(year)),
      max_drawdown_1y: pct(maxDrawdown(year)),
      sharpe_1y: round(sharpeRatio(year)),
      alpha_1y: pct(rel?.alphaAnnual),
      beta_1y: round(rel?.beta),
    },
  };
}

/**
 * The holdings-based exposures: size and value scores of the style box (0-100) and the largest
 * Shenwan industry's share of the top-10 weights (%). Nulls without a style box / holdings.
 */
export function styleExposures(
  style: { size_score: number; value_score: number } | null,
  industries: readonly { name: string; percent: number }[],
): Exposures {
  const total = industries.reduce((s, r) => s + r.percent, 0);
  const top = industries.reduce((m, r) => Math.max(m, r.percent), 0);
  return {
    size: style ? style.size_score : null,
    value: style ? style.value_score : null,
    industry_concentration: total > 0 ? round((top / total) * 100) : null,
  };
}

/**
 * Percentile (0-100) of `v` in an ascending list: the share of values strictly below it plus half
 * of those equal to it, 2 decimals.
 */
export function percentileRank(sorted: readonly number[], v: number): number {
  let below = 0;
  let equal = 0;
  for (const x of sorted) {
    if (x < v) below++;
    else if (x === v) equal++;
  }
  return round(((below + equal / 2) / sorted.length) * 100)!;
}

/**
 * The price influence of an exposure (spec 001 §3 price_influence_type): the favourable
 * percentile is the percentile when a larger exposure is favourable, 100 minus it when it is
 * unfavourable; ≥ 70 is positive (1), ≤ 30 negative (-1), else neutral (0). Descriptive factors
 * are always neutral; null without a percentile.
 */
export function influenceOf(direction: 1 | -1 | 0, percentile: number | null): -1 | 0 | 1 | null {
  if (percentile === null) return null;
  if (direction === 0) return 0;
  const fav = direction === 1 ? percentile : 100 - percentile;
  return fav >= 70 ? 1 : fav <= 30 ? -1 : 0;
}

/** A factor as answered, before the viewer's lock is applied. */
export interface FactorValue {
  def: FactorDef;
  value: number | null;
  percentile: number | null;
}

/**
 * Each factor's value and its percentile among the peers' values for the same factor (the fund
 * included); the percentile is null with fewer than `MIN_PEERS` peer values or no value.
 */
export function factorValues(mine: Exposures, peers: readonly Exposures[]): FactorValue[] {
  return FACTORS.map((def) => {
    const value = mine[def.factor] ?? null;
    const vals = peers
      .map((p) => p[def.factor])
      .filter((x): x is number => x !== null && x !== undefined)
      .sort((a, b) => a - b);
    const percentile =
      value === null || vals.length < MIN_PEERS ? null : percentileRank(vals, value);
    return { def, value, percentile };
  });
}

/** How far a factor leans: |favourable percentile - 50|, or null when it cannot lean. */
function lean(f: FactorValue): number | null {
  if (f.percentile === null || f.def.direction === 0) return null;
  const fav = f.def.direction === 1 ? f.percentile : 100 - f.percentile;
  return Math.abs(fav - 50);
}

/**
 * The strongest factor (GET /quant/{symbol}/max_factor/): among the factors the viewer may see
 * with a leaning direction and a percentile, the one leaning furthest from the middle; ties keep
 * display order. Null when none qualifies.
 */
export function strongestFactor(factors: readonly FactorValue[]): FactorValue | null {
  let best: FactorValue | null = null;
  let bestLean = -1;
  for (const f of factors) {
    const l = lean(f);
    if (l !== null && l > bestLean) {
      best = f;
      bestLean = l;
    }
  }
  return best;
}

/**
 * The analysis score (0-100): the mean favourable percentile of the basic (non-senior) factors
 * with a leaning direction and a percentile, 1 decimal; null when there is none. It does not
 * change with the viewer's subscription.
 */
export function analyseScore(factors: readonly FactorValue[]): number | null {
  const favs = factors
    .filter((f) => !f.def.is_senior && f.def.direction !== 0 && f.percentile !== null)
    .map((f) => (f.def.direction === 1 ? f.percentile! : 100 - f.percentile!));
  return favs.length ? round(favs.reduce((a, b) => a + b, 0) / favs.length, 1) : null;
}

// ---------- strategies ----------

/** How a strategy sets its weights at each month end. */
export type StrategyRule =
  | { kind: 'momentum'; lookback: number }
  | { kind: 'fixed'; weights: readonly number[] }
  | { kind: 'trend'; ma: number };

/**
 * Target weights (one per series, summing to at most 1; the rest is idle cash earning nothing) at
 * day index `t` of aligned closes `px[series][t]`, from closes up to t only:
 * - momentum: all in the series with the highest return over the last `lookback` points (ties:
 *   the first), nothing when no series has that history;
 * - fixed: the given weights;
 * - trend: all in the first series when its close is above its `ma`-point moving average, else
 *   cash (also cash without `ma` points of history).
 */
export function targetWeights(rule: StrategyRule, px: readonly number[][], t: number): number[] {
  const n = px.length;
  const w = new Array<number>(n).fill(0);
  if (rule.kind === 'fixed') return rule.weights.slice(0, n);
  if (rule.kind === 'momentum') {
    if (t < rule.lookback) return w;
    let best = -1;
    let bestR = -Infinity;
    for (let i = 0; i < n; i++) {
      const r = px[i]![t]! / px[i]![t - rule.lookback]! - 1;
      if (r > bestR) {
        bestR = r;
        best = i;
      }
    }
    w[best] = 1;
    return w;
  }
  if (t + 1 < rule.ma) return w;
  let sum = 0;
  for (let k = t - rule.ma + 1; k <= t; k++) sum += px[0]![k]!;
  if (px[0]![t]! > sum / rule.ma) w[0] = 1;
  return w;
}

/**
 * Backtest of a rule over aligned daily closes (`days` ascending day numbers, `px[i][t]` the
 * close of series i on day t), starting at the first day on or after `from` with value 1:
 * weights are set at the start and at every month's last day (using closes up to that day), the
 * units then drift with prices until the next rebalance; idle cash keeps its value; no fees.
 * @returns the value per day from the start, or null when no day is on or after `from`
 */
export function backtest(
  rule: StrategyRule,
  days: readonly number[],
  px: readonly number[][],
  from: number,
): Series | null {
  const start = days.findIndex((d) => d >= from);
  if (start < 0) return null;
  const outDays: number[] = [];
  const values: number[] = [];
  let units = new Array<number>(px.length).fill(0);
  let cash = 1;
  const rebalance = (t: number, value: number) => {
    const w = targetWeights(rule, px, t);
    units = w.map((x, i) => (value * x) / px[i]![t]!);
    cash = value - w.reduce((a, b) => a + b, 0) * value;
  };
  for (let t = start; t < days.length; t++) {
    const value = units.reduce((s, u, i) => s + u * px[i]![t]!, 0) + cash;
    outDays.push(days[t]!);
    values.push(value);
    const monthEnd = t === days.length - 1 || monthIndex(days[t + 1]!) !== monthIndex(days[t]!);
    if (t === start || monthEnd) rebalance(t, value);
  }
  return { days: outDays, values };
}

/**
 * Aligns several close series on the days of the first one (from its first day on which every
 * series has a close): each other series takes its last close on or before that day.
 */
export function alignCloses(series: readonly Series[]): { days: number[]; px: number[][] } {
  const base = series[0]!;
  const days: number[] = [];
  const px: number[][] = series.map(() => []);
  for (let t = 0; t < base.days.length; t++) {
    const d = base.days[t]!;
    const idx = series.map((s) => idxOnOrBefore(s.days, d));
    if (idx.some((k) => k < 0)) continue;
    days.push(d);
    idx.forEach((k, i) => px[i]!.push(series[i]!.values[k]!));
  }
  return { days, px };
}

// ---------- industries ----------

/** An A-share as the industry ranking needs it. */
export interface IndustryStock {
  symbol: string;
  name: string;
  sw1: string;
  close: string | null;
  pe: number | null;
  pb: number | null;
  mv_wan: number | null;
  funds: number;
}

/** An industry's ranked figures. */
export interface IndustryRank {
  id: number;
  name: string;
  rank: number | null;
  score: number | null;
  stocks_count: number;
  pe_median: number | null;
  pb_median: number | null;
  fund_holdings_count: number;
  /** Its stocks, largest total market value first. */
  stocks: IndustryStock[];
}

/** Fewest stocks with a positive P/B for an industry to be ranked. */
export const MIN_INDUSTRY_STOCKS = 5;

/** Median of a list (mean of the middle two for an even count), 2 decimals; null when empty. */
export function median(xs: readonly number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return round(s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2);
}

/**
 * Ranks the Shenwan level-1 industries: ids are 1-based positions of the names in zh-CN order.
 * An industry with at least `MIN_INDUSTRY_STOCKS` stocks of positive P/B is ranked by
 * score = (valuation + attention) / 2, 1 decimal, where valuation = 100 - percentile of its
 * median P/B among the ranked industries (cheaper scores higher) and attention = percentile of
 * its fund top-10 positions per stock. Ranked industries come first by score (ties by name),
 * then the unranked ones by name (rank and score null).
 */
export function rankIndustries(stocks: readonly IndustryStock[]): IndustryRank[] {
  const by = new Map<string, IndustryStock[]>();
  for (const s of stocks) {
    const l = by.get(s.sw1) ?? [];
    l.push(s);
    by.set(s.sw1, l);
  }
  const names = [...by.keys()].sort((a, b) => a.localeCompare(b, 'zh-CN'));
  const rows = names.map((name, i) => {
    const list = [...by.get(name)!].sort(
      (a, b) => (b.mv_wan ?? -1) - (a.mv_wan ?? -1) || a.symbol.localeCompare(b.symbol),
    );
    const pbs = list.filter((s) => s.pb !== null && s.pb > 0).map((s) => s.pb!);
    const pes = list.filter((s) => s.pe !== null && s.pe > 0).map((s) => s.pe!);
    const funds = list.reduce((s, x) => s + x.funds, 0);
    return {
      id: i + 1,
      name,
      rank: null as number | null,
      score: null as number | null,
      stocks_count: list.length,
      pe_median: median(pes),
      pb_median: median(pbs),
      fund_holdings_count: funds,
      stocks: list,
      eligible: pbs.length >= MIN_INDUSTRY_STOCKS,
    };
  });
  const ranked = rows.filter((r) => r.eligible);
  const pbSorted = ranked.map((r) => r.pb_median!).sort((a, b) => a - b);
  const attention = (r: (typeof rows)[number]) => r.fund_holdings_count / r.stocks_count;
  const attSorted = ranked.map(attention).sort((a, b) => a - b);
  for (const r of ranked) {
    const valuation = 100 - percentileRank(pbSorted, r.pb_median!);
    r.score = round((valuation + percentileRank(attSorted, attention(r))) / 2, 1);
  }
  ranked.sort((a, b) => b.score! - a.score! || a.name.localeCompare(b.name, 'zh-CN'));
  ranked.forEach((r, i) => (r.rank = i + 1));
  const rest = rows.filter((r) => !r.eligible);
  return [...ranked, ...rest].map(({ eligible: _e, ...r }) => r);
}
