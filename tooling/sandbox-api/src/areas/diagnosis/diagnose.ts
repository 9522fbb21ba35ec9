/**
 * A fund's diagnosis from its real NAV series (README.md "Diagnosis"): five sub-scores and their
 * mean, and the profit-and-loss forecast per holding period (win rate and return distribution
 * of holding 1 month / 3 months / 1 year / 3 years started on every past trading day).
 */
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import type { Fund } from '../../market/market';
import { dayNum } from '../../market/calendar';
import {
  addMonthsDay,
  annualizedReturn,
  annualizedVolatility,
  holdingPeriodStats,
  holdingWinRate,
  linearScore,
  maxDrawdown,
  pct2,
  relativeTo,
  slice,
  type HoldingPeriodStats,
  type Series,
} from '../../market/nav-stats';

type ProfitLoss = components['schemas']['ProfitLossPrediction'];

/** The sub-scores, in the order the screens show them. */
export const DIAGNOSIS_DIMENSIONS = [
  'profitability',
  'anti_risk',
  'stability',
  'excess_income',
  'holding_experience',
] as const;
export type Dimension = (typeof DIAGNOSIS_DIMENSIONS)[number];

/** Holding periods of the forecast: code, label, months. */
export const HOLDING_PERIODS = [
  ['m', '持有1个月', 1],
  ['3m', '持有3个月', 3],
  ['y', '持有1年', 12],
  ['3y', '持有3年', 36],
] as const;

/** Fewer points than this in the 3-year window: no scores. */
export const MIN_DIAGNOSIS_POINTS = 60;

export interface FundDiagnosis {
  score: number | null;
  scores: Partial<Record<Dimension, number>>;
  profitLoss: ProfitLoss[];
  summary: string;
}

/**
 * Scores a NAV series as of `to` (day number): over the last 3 years (or all the data when
 * shorter) — profitability: annualized return -10 % -> 0, +20 % -> 100; anti_risk: max drawdown
 * 50 % -> 0, 0 -> 100; stability: annualized volatility 40 % -> 0, 0 -> 100; excess_income:
 * annualized return minus CSI 300's -10 % -> 0, +15 % -> 100; holding_experience: the win rate
 * of holding one year, over the whole history (x 100). The score is their mean (1 decimal).
 */
export function scoreSeries(
  s: Series,
  bench: Series,
  to: number,
): { score: number | null; scores: Partial<Record<Dimension, number>> } {
  const w = slice(s, addMonthsDay(to, -36), to);
  if (w.days.length < MIN_DIAGNOSIS_POINTS) return { score: null, scores: {} };
  const rel = relativeTo(w, bench);
  const year = holdingWinRate(s, 12, to);
  const raw: Record<Dimension, number | null> = {
    profitability: linearScore(annualizedReturn(w), -0.1, 0.2),
    anti_risk: linearScore(maxDrawdown(w), 0.5, 0),
    stability: linearScore(annualizedVolatility(w), 0.4, 0),
    excess_income: linearScore(rel?.excessAnnual ?? null, -0.1, 0.15),
    holding_experience: year === null ? null : Math.round(year * 1000) / 10,
  };
  const scores: Partial<Record<Dimension, number>> = {};
  for (const k of DIAGNOSIS_DIMENSIONS) if (raw[k] !== null) scores[k] = raw[k]!;
  const xs = Object.values(scores);
  return {
    score: xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : null,
    scores,
  };
}

/** One holding period's forecast body from its statistics (fractions -> %). */
export function profitLossOf(code: string, label: string, st: HoldingPeriodStats): ProfitLoss {
  return {
    period: code,
    period_display: label,
    profit_probability: pct2(st.winRate)!,
    expected_percent: pct2(st.mean),
    max_loss_percent: pct2(Math.min(0, st.min)),
    best_percent: pct2(st.max),
    samples: st.samples,
    percentiles: {
      p10: pct2(st.p10)!,
      p25: pct2(st.p25)!,
      p50: pct2(st.p50)!,
      p75: pct2(st.p75)!,
      p90: pct2(st.p90)!,
    },
    distribution: st.buckets.map((b) => ({
      lower: pct2(b.lower),
      upper: pct2(b.upper),
      percent: pct2(b.share)!,
    })),
  };
}

/** The forecast for every holding period that has at least one full period in the data. */
export function profitLossForecast(s: Series, to: number): ProfitLoss[] {
  const out: ProfitLoss[] = [];
  for (const [code, label, months] of HOLDING_PERIODS) {
    const st = holdingPeriodStats(s, months, to);
    if (st) out.push(profitLossOf(code, label, st));
  }
  return out;
}

const LABEL: Record<Dimension, string> = {
  profitability: '收益能力',
  anti_risk: '抗风险',
  stability: '稳定性',
  excess_income: '超额收益',
  holding_experience: '持有体验',
};

/** A fund's diagnosis as of the NAV date (no scores for money funds or funds without a series). */
export function diagnose(ctx: Ctx, f: Fund, bench: Series): FundDiagnosis {
  if (f.isMoney || !f.series || f.series.days.length < 2)
    return {
      score: null,
      scores: {},
      profitLoss: [],
      summary: f.isMoney
        ? '货币基金净值恒为1元，不做评分和盈亏预测。'
        : '暂无该基金的历史净值数据，无法诊断。',
    };
  const s: Series = { days: f.series.days, values: f.series.tr };
  const to = dayNum(ctx.navDate());
  const { score, scores } = scoreSeries(s, bench, to);
  const profitLoss = profitLossForecast(s, to);
  const best = (Object.entries(scores) as [Dimension, number][]).sort((a, b) => b[1] - a[1]);
  const year = profitLoss.find((p) => p.period === 'y');
  const summary =
    score === null
      ? '历史净值不足3个月，暂不评分。'
      : `综合评分${score}分，${LABEL[best[0]![0]]}最好，${LABEL[best[best.length - 1]![0]]}较弱。` +
        (year ? `历史上任意一天买入并持有1年，盈利概率为${year.profit_probability}%。` : '');
  return { score, scores, profitLoss, summary };
}
