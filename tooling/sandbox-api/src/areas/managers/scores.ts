/**
 * A manager's computed facts (README.md "Managers: how the scores are computed"): the nine skill
 * scores, market-regime returns and extreme-market behaviour, all from the equal-weight index of
 * the real NAV series of the funds he runs, against CSI 300 over the same days.
 */
import {
  annualizedReturn,
  annualizedVolatility,
  equalWeightIndex,
  linearScore,
  marketRegimeReturns,
  maxDrawdown,
  relativeTo,
  sharpeRatio,
  slice,
  type Series,
} from '../../market/nav-stats';
import { dayNum } from '../../market/calendar';

/** The nine skill scores of spec 001 §3 Fund manager (0-100, §9 max 100). */
export const SKILLS = [
  'profitability',
  'sharpe_ratio',
  'stock_selection',
  'anti_risk',
  'timing_selection',
  'experience',
  'index_following',
  'excess_income',
  'stability',
] as const;
export type Skill = (typeof SKILLS)[number];
export type SkillScores = Record<Skill, number | null>;

/** Chinese names of the skills, as the screens show them. */
export const SKILL_LABEL: Record<Skill, string> = {
  profitability: '盈利能力',
  sharpe_ratio: '夏普比率',
  stock_selection: '选股能力',
  anti_risk: '抗风险',
  timing_selection: '择时能力',
  experience: '从业经验',
  index_following: '指数跟踪',
  excess_income: '超额收益',
  stability: '稳定性',
};

/** Fewer index points than this in the window: no scores (too little history to judge). */
export const MIN_POINTS = 60;

/** The raw measures behind the scores (fractions, not percent). */
export interface ManagerMeasures {
  annualReturn: number | null;
  sharpe: number | null;
  alphaAnnual: number | null;
  maxDrawdown: number | null;
  captureSpread: number | null;
  years: number;
  rSquared: number | null;
  excessAnnual: number | null;
  volatility: number | null;
}

/**
 * Maps the measures to 0-100 scores on fixed straight lines (clamped), so a manager's score does
 * not depend on who else is in the data:
 * profitability: annualized return -10 % -> 0, +20 % -> 100; sharpe_ratio: Sharpe -0.5 -> 0,
 * 1.5 -> 100; stock_selection: Jensen's alpha vs CSI 300 -10 % -> 0, +15 % -> 100; anti_risk:
 * max drawdown 50 % -> 0, 0 % -> 100; timing_selection: up-capture minus down-capture -0.5 -> 0,
 * +0.5 -> 100; experience: years 0 -> 0, 15 -> 100; index_following: R² vs CSI 300 0 -> 0,
 * 1 -> 100; excess_income: annualized return minus CSI 300's -10 % -> 0, +15 % -> 100; stability:
 * annualized volatility 40 % -> 0, 0 % -> 100.
 */
export function scoresOf(m: ManagerMeasures): SkillScores {
  return {
    profitability: linearScore(m.annualReturn, -0.1, 0.2),
    sharpe_ratio: linearScore(m.sharpe, -0.5, 1.5),
    stock_selection: linearScore(m.alphaAnnual, -0.1, 0.15),
    anti_risk: linearScore(m.maxDrawdown, 0.5, 0),
    timing_selection: linearScore(m.captureSpread, -0.5, 0.5),
    experience: linearScore(m.years, 0, 15),
    index_following: linearScore(m.rSquared, 0, 1),
    excess_income: linearScore(m.excessAnnual, -0.1, 0.15),
    stability: linearScore(m.volatility, 0.4, 0),
  };
}

/** Mean of the scores that exist, 1 decimal; null when none does. */
export function overallScore(s: SkillScores): number | null {
  const xs = SKILLS.map((k) => s[k]).filter((x): x is number => x !== null);
  return xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : null;
}

/** Named market episodes whose CSI 300 fall the extreme-market block reports (dates inclusive). */
export const EXTREME_MARKETS = [
  { name: '2015年股市异常波动', start: '2015-06-12', end: '2015-08-26' },
  { name: '2016年初熔断', start: '2016-01-04', end: '2016-01-28' },
  { name: '2018年贸易摩擦下跌', start: '2018-01-26', end: '2018-12-28' },
  { name: '2020年疫情冲击', start: '2020-01-14', end: '2020-03-23' },
  { name: '2022年上半年调整', start: '2022-01-04', end: '2022-04-26' },
  { name: '2024年初下跌', start: '2024-01-02', end: '2024-02-05' },
] as const;

/** Everything computed for one manager. */
export interface ManagerProfile {
  index: { days: number[]; values: number[] };
  fundsCount: number;
  measures: ManagerMeasures;
  scores: SkillScores;
  overall: number | null;
  bull: number | null;
  bear: number | null;
  seesaw: number | null;
  extremes: { name: string; start: string; end: string; percent: number; track: number | null }[];
}

/**
 * The manager's profile from his funds' NAV series inside [from, to] (day numbers).
 * @param funds the NAV series of the funds he runs (money funds left out by the caller)
 * @param csi CSI 300 closes
 * @param years years in the job (for experience)
 * @returns null when the equal-weight index has fewer than {@link MIN_POINTS} points
 */
export function managerProfile(
  funds: readonly Series[],
  csi: Series,
  from: number,
  to: number,
  years: number,
): ManagerProfile | null {
  const usable = funds.filter((f) => slice(f, from, to).days.length > 1);
  const index = equalWeightIndex(usable, from, to);
  if (!index || index.days.length < MIN_POINTS) return null;
  const rel = relativeTo(index, csi);
  const measures: ManagerMeasures = {
    annualReturn: annualizedReturn(index),
    sharpe: sharpeRatio(index),
    alphaAnnual: rel?.alphaAnnual ?? null,
    maxDrawdown: maxDrawdown(index),
    captureSpread: rel?.captureSpread ?? null,
    years,
    rSquared: rel?.rSquared ?? null,
    excessAnnual: rel?.excessAnnual ?? null,
    volatility: annualizedVolatility(index),
  };
  const scores = scoresOf(measures);
  const regimes = marketRegimeReturns(index, csi);
  const extremes: ManagerProfile['extremes'] = [];
  for (const e of EXTREME_MARKETS) {
    const a = dayNum(e.start);
    const b = dayNum(e.end);
    if (index.days[0]! > a || index.days[index.days.length - 1]! < b) continue;
    const part = slice(index, a, b);
    const c = slice(csi, a, b);
    if (part.days.length < 2) continue;
    extremes.push({
      name: e.name,
      start: e.start,
      end: e.end,
      percent: part.values[part.values.length - 1]! / part.values[0]! - 1,
      track: c.days.length > 1 ? c.values[c.values.length - 1]! / c.values[0]! - 1 : null,
    });
  }
  return {
    index,
    fundsCount: usable.length,
    measures,
    scores,
    overall: overallScore(scores),
    bull: regimes.bull,
    bear: regimes.bear,
    seesaw: regimes.seesaw,
    extremes,
  };
}
