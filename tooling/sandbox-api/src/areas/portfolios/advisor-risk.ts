/**
 * The advisor (投顾) risk test of a portfolio (spec 001 §5 "Portfolio risk test"): the same ten
 * questions as the fund risk test (domain/risk.ts), answered for one portfolio and kept per
 * (user, portfolio); it passes when the resulting risk type is at least the portfolio's risk
 * level. A portfolio buy needs a passed test (no confirm-and-buy-anyway path for portfolios).
 * A result expires two years after the test, as the fund risk test does.
 *
 * Because the questionnaires are the same, a valid (unexpired) fund risk test answers the advisor
 * test too: the result is the later of the portfolio's own advisor test and the fund risk test
 * (the advisor test on the same day), with `source` saying which — the investor is not asked the
 * same ten questions twice, and can still retake the advisor test for this portfolio.
 */
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import {
  riskProfile,
  riskQuestionnaireJson,
  riskTypeLabel,
  scoreGivenAnswers,
} from '../../domain/risk';
import { portfolioOr404, portfolioRisk } from './store';

type S = components['schemas'];

export interface AdvisorRiskRow {
  user_id: number;
  portfolio_id: number;
  risk_type: number;
  score: number;
  tested_at: string;
  /** `advisor`: this portfolio's own test; `fund_risk_test`: the fund risk test, reused. */
  source: 'advisor' | 'fund_risk_test';
}

const expiry = (testedAt: string) => `${Number(testedAt.slice(0, 4)) + 2}${testedAt.slice(4, 10)}`;

/**
 * The user's risk result for a portfolio, or null: the later of the unexpired advisor test of the
 * portfolio and the valid fund risk test (status 1; the same ten questions), the advisor test
 * winning on the same day.
 */
export function advisorRiskOf(
  ctx: Ctx,
  userId: number,
  portfolioId: number,
): AdvisorRiskRow | null {
  const r = ctx
    .q('SELECT * FROM advisor_risk_tests WHERE user_id = ? AND portfolio_id = ?')
    .get(userId, portfolioId) as Omit<AdvisorRiskRow, 'source'> | undefined;
  const own = r && ctx.today() <= expiry(r.tested_at) ? r : null;
  const fund = riskProfile(ctx, userId);
  if (
    fund.status === 1 &&
    fund.type > 0 &&
    fund.testedAt &&
    (!own || fund.testedAt.slice(0, 10) > own.tested_at.slice(0, 10))
  )
    return {
      user_id: userId,
      portfolio_id: portfolioId,
      risk_type: fund.type,
      score: fund.score ?? 0,
      tested_at: fund.testedAt,
      source: 'fund_risk_test',
    };
  return own ? { ...own, source: 'advisor' } : null;
}

export function questionnaire(): S['RiskQuestionnaire'] {
  return riskQuestionnaireJson('2026.1-advisor');
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
    source: r?.source ?? null,
    tested_at: r ? r.tested_at.slice(0, 10) : null,
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
  const r = scoreGivenAnswers(given);
  ctx
    .q(
      'INSERT OR REPLACE INTO advisor_risk_tests (user_id, portfolio_id, answers, score, risk_type, tested_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(userId, portfolioId, JSON.stringify(r.answers), r.score, r.riskType, ctx.today());
  return resultJson(ctx, userId, portfolioId);
}
