/**
 * The advisor (投顾) risk test of a portfolio (spec 001 §5 "Portfolio risk test"): the same ten
 * questions as the fund risk test (domain/risk.ts), answered for one portfolio and kept per
 * (user, portfolio); it passes when the resulting risk type is at least the portfolio's risk
 * level. A portfolio buy needs a passed test (no confirm-and-buy-anyway path for portfolios).
 * A result expires two years after the test, as the fund risk test does.
 */
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { HttpError, bad } from '../../http/errors';
import { RISK_QUESTIONS, riskTypeLabel, scoreAnswers } from '../../domain/risk';
import { portfolioOr404, portfolioRisk } from './store';

type S = components['schemas'];

export interface AdvisorRiskRow {
  user_id: number;
  portfolio_id: number;
  risk_type: number;
  score: number;
  tested_at: string;
}

const expiry = (testedAt: string) => `${Number(testedAt.slice(0, 4)) + 2}${testedAt.slice(4, 10)}`;

/** The user's unexpired advisor risk result for a portfolio, or null. */
export function advisorRiskOf(
  ctx: Ctx,
  userId: number,
  portfolioId: number,
): AdvisorRiskRow | null {
  const r = ctx
    .q('SELECT * FROM advisor_risk_tests WHERE user_id = ? AND portfolio_id = ?')
    .get(userId, portfolioId) as AdvisorRiskRow | undefined;
  if (!r || ctx.today() > expiry(r.tested_at)) return null;
  return r;
}

export function questionnaire(): S['RiskQuestionnaire'] {
  return {
    version: '2026.1-advisor',
    questions: RISK_QUESTIONS.map((q) => ({
      id: q.id,
      title: q.title,
      is_multiple: false,
      options: q.options.map((o) => ({
        id: o.id,
        content: `${o.code}. ${o.text}`,
        score: o.score,
      })),
    })),
  };
}

export function resultJson(ctx: Ctx, userId: number, portfolioId: number): S['AdvisorRiskResult'] {
  portfolioOr404(ctx, portfolioId, 'portfolio');
  const r = advisorRiskOf(ctx, userId, portfolioId);
  const level = portfolioRisk(ctx, portfolioId);
  const type = (r?.risk_type ?? 0) as S['AdvisorRiskResult']['investment_risk'];
  return {
    portfolio_id: portfolioId,
    passed: !!r && r.risk_type >= level,
    investment_risk: type,
    investment_risk_display: riskTypeLabel(type),
    portfolio_risk: level as S['AdvisorRiskResult']['portfolio_risk'],
    effective_to: r ? expiry(r.tested_at) : null,
  };
}

/** Scores and stores an advisor risk test. @throws HttpError 400 on unknown questions or options */
export function answer(
  ctx: Ctx,
  userId: number,
  portfolioId: number,
  given: { question_id: number; option_id: number }[],
): S['AdvisorRiskResult'] {
  portfolioOr404(ctx, portfolioId, 'portfolio');
  const answers: Record<string, number> = {};
  for (const a of given) {
    const q = RISK_QUESTIONS.find((x) => x.id === a.question_id);
    if (!q) throw bad('answer', `题目${a.question_id}不存在`);
    if (!q.options.some((o) => o.id === a.option_id))
      throw bad('answer', `第${q.id}题的选项不正确`);
    answers[String(a.question_id)] = a.option_id;
  }
  let r;
  try {
    r = scoreAnswers(answers);
  } catch (e) {
    throw new HttpError(400, e as Record<string, string[]>);
  }
  ctx
    .q(
      'INSERT OR REPLACE INTO advisor_risk_tests (user_id, portfolio_id, answers, score, risk_type, tested_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(userId, portfolioId, JSON.stringify(answers), r.score, r.riskType, ctx.today());
  return resultJson(ctx, userId, portfolioId);
}
