/**
 * The portfolios area's advisor handlers (spec 001 §7 "Portfolio service"): the advisor risk
 * test, and what advisors create, describe and adjust.
 */

import { fundJson } from '../../domain/serializers';

import { type components } from '@jijin/core';

import { money } from '../../ctx';
import { HttpError, bad } from '../../http/errors';
import { paginate, uid, type HandlerTable, type ReqBase } from '../../http/registry';

import * as advisorRisk from './advisor-risk';
import {
  adjustPositions,
  adjustmentJson,
  amountMinBuy,
  candidateFunds,
  checkDescription,
  checkName,
  createPortfolio,
  requireOwner,
} from './advisor';

import { portfolioJson } from './serialize';
import { portfolioOr404, type AdjustmentRow } from './store';

type S = components['schemas'];

/** A portfolio as the contract shows it to the requesting user. */
export const pf = (req: ReqBase, id: number) =>
  portfolioJson(req.ctx, portfolioOr404(req.ctx, id), req.userId, req.origin);

/** Advisor risk tests and advisors' portfolios. */
export const advisorHandlers: HandlerTable = {
  'GET /portfolio/advisor_investment_risk_questions/': (req) => {
    portfolioOr404(req.ctx, req.query.portfolio, 'portfolio');
    return advisorRisk.questionnaire();
  },
  'GET /portfolio/advisor_investment_risk_questions/mine/': (req) =>
    advisorRisk.resultJson(req.ctx, uid(req), req.query.portfolio),
  'POST /portfolio/advisor_investment_risk_questions/answer/': (req) =>
    advisorRisk.answer(req.ctx, uid(req), req.body.portfolio, req.body.answer),
  // ---------- advisors ----------
  'POST /portfolio/': (req) => {
    const p = createPortfolio(req.ctx, uid(req), req.body);
    return portfolioJson(req.ctx, p, uid(req), req.origin);
  },
  'PUT /portfolio/{id}/': (req) => {
    const { ctx, body } = req;
    const p = portfolioOr404(ctx, req.params.id);
    requireOwner(ctx, uid(req), p);
    if (body.name !== undefined) {
      const c = checkName(ctx, body.name, p.id);
      if (!c.valid) throw bad('name', c.message!);
    }
    if (body.description !== undefined) {
      const c = checkDescription(body.description);
      if (!c.valid) throw bad('description', c.message!);
    }
    ctx
      .q(
        'UPDATE portfolios SET name = COALESCE(?, name), description = COALESCE(?, description), strategy = COALESCE(?, strategy) WHERE id = ?',
      )
      .run(
        body.name?.trim() ?? null,
        body.description?.trim() ?? null,
        body.advisor_strategy?.trim() ?? null,
        p.id,
      );
    return pf(req, p.id);
  },
  'POST /portfolio/{id}/set_share_info/': (req): S['ShareInfo'] => {
    const { ctx, body } = req;
    const p = portfolioOr404(ctx, req.params.id);
    requireOwner(ctx, uid(req), p);
    if (!String(body.title).trim()) throw bad('title', '请填写分享标题');
    ctx
      .q(
        'UPDATE portfolios SET share_title = ?, share_description = ?, share_image = ? WHERE id = ?',
      )
      .run(body.title.trim(), body.description?.trim() ?? null, body.image ?? null, p.id);
    return {
      title: body.title.trim(),
      description: body.description?.trim() ?? '',
      image: body.image ?? null,
      url: `/p/${p.id}`,
    };
  },
  'GET /portfolio/check_name/': (req) => checkName(req.ctx, String(req.query.name)),
  'GET /portfolio/check_description/': (req) => checkDescription(String(req.query.description)),
  'GET /portfolio/check_amount_min_buy/': (req) => {
    const codes = String(req.query.symbols)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const funds = codes.map((c) => req.ctx.market.fund(c));
    if (!codes.length || funds.some((f) => !f || f.isMoney || !f.series))
      return { valid: false, amount_min_buy: '0.00', message: '请选择可加入组合的基金' };
    const min = amountMinBuy(funds.map((f) => ({ f: f!, percent: 10 })));
    return { valid: true, amount_min_buy: money(min), message: `组合起购金额${money(min)}元` };
  },
  'GET /portfolio/{id}/fund_candidates/': (req) => {
    portfolioOr404(req.ctx, req.params.id);
    const page = paginate(
      candidateFunds(req.ctx, req.query.q),
      req.query.page ?? 1,
      req.query.page_size ?? 20,
    );
    return {
      ...page,
      results: page.results.map((f) => fundJson(req.ctx, f, req.userId, req.origin) as S['Fund']),
    };
  },
  'GET /portfolio/fund_candidates/': (req) => {
    const page = paginate(
      candidateFunds(req.ctx, req.query.q),
      req.query.page ?? 1,
      req.query.page_size ?? 20,
    );
    return {
      ...page,
      results: page.results.map((f) => fundJson(req.ctx, f, req.userId, req.origin) as S['Fund']),
    };
  },
  'POST /portfolio/position_adjustments/': (req) =>
    adjustmentJson(adjustPositions(req.ctx, uid(req), req.body)),
  'GET /portfolio/position_adjustments/': (req) => {
    const { ctx, query } = req;
    const rows = (
      query.portfolio_id !== undefined
        ? ctx
            .q('SELECT * FROM position_adjustments WHERE portfolio_id = ? ORDER BY id DESC')
            .all(query.portfolio_id)
        : ctx
            .q('SELECT * FROM position_adjustments WHERE user_id = ? ORDER BY id DESC')
            .all(uid(req))
    ) as AdjustmentRow[];
    const page = paginate(rows, query.page ?? 1, query.page_size ?? 20);
    return { ...page, results: page.results.map(adjustmentJson) };
  },
  'GET /portfolio/position_adjustments/{id}/': (req) => {
    const a = req.ctx.q('SELECT * FROM position_adjustments WHERE id = ?').get(req.params.id) as
      AdjustmentRow | undefined;
    if (!a) throw new HttpError(404, { detail: ['请求的数据不存在'] });
    return adjustmentJson(a);
  },
};
