/**
 * The manager assessment (选经理测评): four questions written by the sandbox (示例, not from a
 * real questionnaire) and the method that turns the chosen options into managers, using only
 * their computed scores and measures (README.md "Managers: the assessment").
 */
import type { components } from '@jijin/core';
import type { ManagerProfile, Skill } from './scores';

type RiskQuestion = components['schemas']['RiskQuestion'];

/** The questions; option ids are question id x 10 + n. */
export const ASSESS_QUESTIONS: RiskQuestion[] = [
  {
    id: 1,
    title: '您计划的投资期限是？',
    is_multiple: false,
    options: [
      { id: 11, content: '1年以内', score: 1 },
      { id: 12, content: '1-3年', score: 2 },
      { id: 13, content: '3年以上', score: 3 },
    ],
  },
  {
    id: 2,
    title: '您能接受的最大回撤是？',
    is_multiple: false,
    options: [
      { id: 21, content: '10%以内', score: 1 },
      { id: 22, content: '10%-25%', score: 2 },
      { id: 23, content: '25%以上也能接受', score: 3 },
    ],
  },
  {
    id: 3,
    title: '您最看重基金经理的哪一点？',
    is_multiple: false,
    options: [
      { id: 31, content: '收益稳定、回撤小', score: 1 },
      { id: 32, content: '持续跑赢大盘', score: 2 },
      { id: 33, content: '长期回报高', score: 3 },
    ],
  },
  {
    id: 4,
    title: '您偏好的基金类型是？',
    is_multiple: false,
    options: [
      { id: 41, content: '股票型', score: 1 },
      { id: 42, content: '混合型', score: 2 },
      { id: 43, content: '债券型', score: 3 },
      { id: 44, content: '不限', score: 4 },
    ],
  },
];

/** What the options ask for. */
export interface AssessWish {
  /** Maximum drawdown accepted (fraction) or null for any. */
  maxDrawdown: number | null;
  /** symbol_stype wanted, or null for any. */
  stype: number | null;
  /** Skill weights. */
  weights: Partial<Record<Skill, number>>;
}

/**
 * Parses `options` (comma-separated option ids, one per question).
 * @throws Error with a Chinese message when an id is unknown or a question is answered twice or not at all
 */
export function parseOptions(options: string): AssessWish {
  const ids = options
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map(Number);
  const byQuestion = new Map<number, number>();
  for (const id of ids) {
    const q = ASSESS_QUESTIONS.find((x) => x.options.some((o) => o.id === id));
    if (!q) throw new Error(`选项${id}不存在`);
    if (byQuestion.has(q.id)) throw new Error(`第${q.id}题只能选择一个选项`);
    byQuestion.set(q.id, id);
  }
  for (const q of ASSESS_QUESTIONS) if (!byQuestion.has(q.id)) throw new Error(`请回答第${q.id}题`);
  const horizon = byQuestion.get(1)!;
  const dd = byQuestion.get(2)!;
  const focus = byQuestion.get(3)!;
  const type = byQuestion.get(4)!;
  const weights: Partial<Record<Skill, number>> =
    focus === 31
      ? { stability: 2, anti_risk: 2, sharpe_ratio: 1 }
      : focus === 32
        ? { excess_income: 2, stock_selection: 2, sharpe_ratio: 1 }
        : { profitability: 2, sharpe_ratio: 1, excess_income: 1 };
  if (horizon === 13) weights.experience = 1;
  if (horizon === 11) weights.anti_risk = (weights.anti_risk ?? 0) + 1;
  return {
    maxDrawdown: dd === 21 ? 0.1 : dd === 22 ? 0.25 : null,
    stype: type === 41 ? 300 : type === 42 ? 301 : type === 43 ? 302 : null,
    weights,
  };
}

/** Weighted mean of the wished skills (0-100), or null when a weighted skill has no score. */
export function fitScore(p: ManagerProfile, w: AssessWish): number | null {
  let sum = 0;
  let n = 0;
  for (const [k, weight] of Object.entries(w.weights) as [Skill, number][]) {
    const s = p.scores[k];
    if (s === null) return null;
    sum += s * weight;
    n += weight;
  }
  return n ? sum / n : null;
}

/**
 * Ranks candidates for a wish: managers of the wished type whose max drawdown is within the
 * limit, by fit score; when fewer than `count` pass the drawdown limit, the closest ones fill up.
 */
export function rankForWish<
  T extends { profile: ManagerProfile; stype: number | null; id: number },
>(candidates: readonly T[], w: AssessWish, count = 5): T[] {
  const ofType = candidates.filter((c) => w.stype === null || c.stype === w.stype);
  const scored = ofType
    .map((c) => ({ c, fit: fitScore(c.profile, w) }))
    .filter((x): x is { c: T; fit: number } => x.fit !== null);
  const within = (x: { c: T }) =>
    w.maxDrawdown === null || (x.c.profile.measures.maxDrawdown ?? 1) <= w.maxDrawdown;
  const byFit = (a: { c: T; fit: number }, b: { c: T; fit: number }) =>
    b.fit - a.fit || a.c.id - b.c.id;
  const first = scored.filter(within).sort(byFit);
  const rest = scored
    .filter((x) => !within(x))
    .sort(
      (a, b) =>
        (a.c.profile.measures.maxDrawdown ?? 1) - (b.c.profile.measures.maxDrawdown ?? 1) ||
        a.c.id - b.c.id,
    );
  return [...first, ...rest].slice(0, count).map((x) => x.c);
}
