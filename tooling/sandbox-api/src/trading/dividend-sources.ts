/**
 * Where the ex-dates and cash per unit of the dividends paid to holders come from (README
 * "Dividends"), best first:
 *
 * 1. **Official**: Eastmoney 分红送配 records (`fund_nav/official_dividends_splits_2026-09` in the
 *    shared data, observed 2026-09-29/30): 除息日 and 元/份 for the 46 funds they cover. A covered
 *    fund's record is the whole truth for it: an ex-date inferred from its NAV is not used.
 * 2. **Inferred** (推算): the ex-date adjustments the seed stores (`nav_series.adj`, core
 *    `adjustmentsFromDailyReturn`: days where the unit-NAV ratio disagrees with Eastmoney's
 *    dividend-aware daily return). The cash per unit is `nav_{t−1} × (1 + r_t) − nav_t`
 *    (= `nav_t × (factor − 1)`), half-up to 4 decimals, the official precision.
 *
 * Not a dividend, so never paid: a split (official ratio; an inferred factor ≥ 1.5, the derived
 * set's `split_or_conversion` rule), an inferred day whose daily return is the 0.0 placeholder or
 * whose implied cash is within NAV rounding (at most max(0.004, 0.3 % of the NAV before)) or not
 * positive (a gap in the NAV rows, e.g. 018147 and 539002 on
 * 2026-04-08), and any event of a fund without a NAV series (no price to reinvest at).
 */
import Decimal from 'decimal.js';
import type { Ctx } from '../ctx';
import { isoOf } from '../market/calendar';
import type { Fund, Market } from '../market/market';

/** One distribution a holder of record is paid. */
export interface DividendEvent {
  /** 除息日 (YYYY-MM-DD), a NAV date of the fund. */
  exDate: string;
  /** Cash per unit (元/份, decimal string with up to 5 decimals as published; inferred: 4). */
  perUnit: string;
  source: 'official' | 'inferred';
}

/** An official record: [除息日, 元/份] for a cash dividend, [拆分折算日, null, ratio] for a split. */
type OfficialRow = [date: string, cashPerUnit: string, ratio?: undefined] | [string, null, string];

/**
 * Eastmoney 分红送配 per fund, transcribed from `fund_actions_eastmoney_fhsp_2026-09.csv`; every fund
 * of `fund_actions_coverage_2026-09.csv` is a key (an empty list: checked, no events).
 */
export const OFFICIAL_ACTIONS: Readonly<Record<string, readonly OfficialRow[]>> = {
  '050025': [
    ['2012-09-20', '0.028'],
    ['2014-01-09', '0.0066'],
    ['2015-01-09', '0.0244'],
  ],
  '161125': [],
  '018064': [],
  '096001': [
    ['2014-01-17', '0.0048'],
    ['2015-01-19', '0.0187'],
    ['2016-01-20', '0.044'],
    ['2017-01-18', '0.0429'],
    ['2018-01-17', '0.0474'],
    ['2019-01-07', '0.0577'],
    ['2020-01-16', '0.058'],
    ['2021-01-15', '0.0558'],
    ['2022-01-19', '0.0646'],
    ['2023-01-13', '0.0719'],
    ['2024-01-17', '0.0694'],
    ['2025-01-17', '0.07451'],
    ['2026-01-15', '0.0924'],
  ],
  '017641': [],
  '007721': [],
  '513500': [['2022-03-29', null, '2']],
  '159655': [],
  '159612': [],
  '513650': [],
  '160213': [
    ['2011-02-16', '0.04'],
    ['2012-03-06', '0.04'],
    ['2013-04-17', '0.02'],
    ['2020-01-09', '0.4'],
    ['2025-01-09', '1'],
    ['2025-05-13', '1.1'],
    ['2025-08-20', '2.8'],
    ['2025-11-25', '0.9'],
  ],
  '270042': [
    ['2014-01-15', '0.01'],
    ['2016-02-22', '0.26'],
  ],
  '040046': [],
  '000834': [],
  '161130': [],
  '539001': [],
  '015299': [],
  '016055': [],
  '016532': [],
  '016452': [],
  '018043': [],
  '019172': [],
  '019547': [],
  '019524': [],
  '018966': [],
  '019441': [],
  '017091': [],
  '017894': [],
  '017436': [],
  '513100': [['2022-01-13', null, '5']],
  '159941': [['2022-07-04', null, '4']],
  '513300': [],
  '513390': [],
  '513110': [],
  '159660': [],
  '159501': [],
  '159659': [],
  '159513': [],
  '159696': [],
  '159632': [],
  '513870': [],
  '159509': [],
  '513290': [],
  '519981': [
    ['2012-11-28', '0.03'],
    ['2013-08-26', '0.18'],
    ['2014-04-02', '0.096'],
    ['2014-12-12', '0.09'],
    ['2019-03-12', '0.121'],
  ],
  '513850': [],
  '159577': [],
};

/**
 * An inferred gap is a distribution only above max(0.004 元, 0.3 % of the NAV before): the derived
 * set's rule (fund_nav/SOURCE.md), which keeps 3-decimal rounding from reading as cash (000001's
 * 2023-01-12: NAV 0.997 → 0.997 on a +0.18 % return, an implied 0.0018).
 */
const NOISE_CASH = new Decimal('0.004');
const NOISE_SHARE = new Decimal('0.003');

/** Inferred factors at or above this are splits or 份额折算, not cash (derived set's rule). */
const SPLIT_FACTOR = 1.5;

const cache = new WeakMap<Market, Map<string, DividendEvent[]>>();

/**
 * The cash distributions of a fund, oldest first, from the best source that covers it.
 * Money funds (their income is daily) and funds without a NAV series have none.
 */
export function dividendsOf(ctx: Ctx, f: Fund): DividendEvent[] {
  let byCode = cache.get(ctx.market);
  if (!byCode) cache.set(ctx.market, (byCode = new Map()));
  let out = byCode.get(f.code);
  if (!out) byCode.set(f.code, (out = build(ctx, f)));
  return out;
}

/** One split or 份额折算 of a fund: each share became `ratio` shares on `date`. */
export interface SplitEvent {
  /** 拆分折算日 (YYYY-MM-DD). */
  date: string;
  /** Shares after ÷ shares before (decimal string, 4 decimals when inferred). */
  ratio: string;
  source: 'official' | 'inferred';
}

/**
 * The splits of a fund, oldest first, from the same sources and rules as {@link dividendsOf}:
 * an official record's ratio, else an inferred factor at or above the split threshold.
 */
export function splitsOf(ctx: Ctx, f: Fund): SplitEvent[] {
  if (f.isMoney || !f.series) return [];
  const official = OFFICIAL_ACTIONS[f.code];
  if (official)
    return official
      .filter((r): r is [string, null, string] => r[1] === null)
      .map(([date, , ratio]) => ({ date, ratio, source: 'official' as const }));
  return inferred(ctx, f)
    .filter((a) => a.factor >= SPLIT_FACTOR)
    .map((a) => ({
      date: isoOf(a.day),
      ratio: new Decimal(a.factor).toFixed(4),
      source: 'inferred' as const,
    }));
}

/** The seed's ex-date adjustments of a fund, each with its index in the NAV series. */
function inferred(ctx: Ctx, f: Fund): { day: number; factor: number; i: number }[] {
  const row = ctx.q('SELECT adj FROM nav_series WHERE code = ?').get(f.code) as
    { adj: Buffer | null } | undefined;
  if (!row?.adj || !f.series) return [];
  const b = row.adj;
  const pairs = new Float64Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
  const { days } = f.series;
  const out: { day: number; factor: number; i: number }[] = [];
  let i = 0;
  for (let k = 0; k < pairs.length; k += 2) {
    const day = pairs[k]!;
    while (i < days.length && days[i]! < day) i++;
    if (i < 1 || i >= days.length || days[i] !== day) continue;
    out.push({ day, factor: pairs[k + 1]!, i });
  }
  return out;
}

function build(ctx: Ctx, f: Fund): DividendEvent[] {
  if (f.isMoney || !f.series) return [];
  const official = OFFICIAL_ACTIONS[f.code];
  if (official)
    return official
      .filter((r): r is [string, string] => r[1] !== null)
      .map(([exDate, perUnit]) => ({ exDate, perUnit, source: 'official' as const }));
  const { navs } = f.series;
  const out: DividendEvent[] = [];
  for (const { day, factor, i } of inferred(ctx, f)) {
    if (factor >= SPLIT_FACTOR) continue;
    const nav = new Decimal(navs[i]!).div(10000);
    const prev = new Decimal(navs[i - 1]!).div(10000);
    // the day's dividend-aware return, back from the factor: (1 + r) = factor × nav / prev
    const r = nav.times(factor).div(prev).minus(1);
    if (r.abs().lt(1e-9)) continue; // the 0.0 placeholder, not a measured return
    const cash = nav.times(factor).minus(nav).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
    // within the rounding of a NAV published to 3 decimals: noise, not a distribution
    if (cash.lte(Decimal.max(NOISE_CASH, prev.times(NOISE_SHARE)))) continue;
    out.push({ exDate: isoOf(day), perUnit: cash.toFixed(4), source: 'inferred' });
  }
  return out;
}
