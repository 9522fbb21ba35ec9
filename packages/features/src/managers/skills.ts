import type { Schemas } from '../app/api-types';

type Manager = Schemas['FundManager'];

/** The nine skill scores of a manager (spec 001 §3 Fund manager) in radar order, with labels. */
export const SKILLS = [
  ['profitability', '盈利能力'],
  ['sharpe_ratio', '夏普比率'],
  ['stock_selection', '选股能力'],
  ['anti_risk', '抗风险'],
  ['timing_selection', '择时能力'],
  ['experience', '从业经验'],
  ['index_following', '指数跟踪'],
  ['excess_income', '超额收益'],
  ['stability', '稳定性'],
] as const satisfies readonly (readonly [keyof Manager, string])[];

/** Radar axes of the nine skills. */
export const SKILL_AXES = SKILLS.map(([, name]) => ({ name }));

/** A manager's nine scores in radar order (null when absent). */
export function skillValues(m: Manager): (number | null)[] {
  return SKILLS.map(([k]) => (m[k] as number | null | undefined) ?? null);
}

/** Whether the manager has scores (the sandbox leaves them null without a NAV series). */
export const hasScores = (m: Manager): boolean => skillValues(m).some((v) => v !== null);

/** The sentence shown where a manager has no scores. */
export const NO_SCORES_TEXT = '暂无该经理在管基金的净值数据，无法计算能力评分';
