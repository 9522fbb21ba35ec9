/**
 * Computed quant factor facts (spec 001 §3 Quant factor, §7 Quant): a fund's exposures from its
 * real NAV series and holdings, their percentile among peers, the price influence, the strongest
 * factor and the analysis score. Pure functions, documented in README "Quant area" and unit tested
 * on fixed input in `__tests__/compute.test.ts`. Floats are fine here: ratios and scores shown
 * rounded, never money.
 */
import {
  addMonthsDay,
  annualizedVolatility,
  idxOnOrBefore,
  maxDrawdown,
  relativeTo,
  sharpeRatio,
  slice,
  type Series,
} from '../../market/nav-stats';
import { periodWindow } from '@jijin/core/performance';
import { FACTORS, type FactorDef } from './factor-defs';
import { percentileRank, round } from './stats';

/** A fund's exposure per factor (`factor` -> value in the factor's unit; null: no data). */
export type Exposures = Record<string, number | null>;

/** Fewest NAV points in the one-year window for the NAV factors (about half a year of days). */
export const MIN_WINDOW_POINTS = 120;
/** Fewest peers with a value for a percentile. */
export const MIN_PEERS = 5;

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
