/**
 * Identity, bank cards, the trade password and the investment-risk test of the accounts area
 * (spec 000 §3-4, 001 §5 suitability).
 */
import { meetsQualification } from '../../domain/private-funds';

import type { Ctx, CardRow, BankRow } from '../../ctx';
import { maskName, maskId } from '../../domain/format';
import { hashSecret } from '../../domain/secrets';
import { uid } from '../../http/registry';
import { HttpError, bad, notFound } from '../../http/errors';

import { checkIdCard, luhn } from '../../domain/checks';
import {
  riskQuestionnaireJson,
  scoreGivenAnswers,
  riskLevelLabel,
  riskTypeLabel,
  riskProfile,
  riskProfileJson,
} from '../../domain/risk';
import { suitability, position } from '../../trading';
import { checkTradePassword, forgetTradePassword } from '../../domain/trade-password';
import { bankJson, cardJson } from '../../domain/serializers';

import { shIso } from '../../clock';
import type { SandboxArea } from '../define';

import { useCaptcha } from './captcha';

/** Finds the bank of a card number by BIN prefix and length (longest prefix wins). */
function bankOfCard(ctx: Ctx, no: string): { bank: BankRow; cardType: string } | null {
  for (let len = Math.min(10, no.length); len >= 2; len--) {
    const rows = ctx
      .q('SELECT bank_id, card_type FROM bank_bins WHERE prefix = ? AND length = ?')
      .all(no.slice(0, len), no.length) as { bank_id: number; card_type: string }[];
    if (rows.length)
      return { bank: ctx.s.bank.get(rows[0]!.bank_id) as BankRow, cardType: rows[0]!.card_type };
  }
  return null;
}

function identityJson(ctx: Ctx, userId: number): Record<string, unknown> {
  const r = ctx.s.identity.get(userId) as {
    user_id: number;
    real_name: string;
    id_card_no: string;
    status: number;
    created_at: string;
  };
  const chk = checkIdCard(r.id_card_no);
  return {
    id: r.user_id,
    real_name: maskName(r.real_name),
    id_card_no: maskId(r.id_card_no),
    status: r.status,
    gender: chk.ok ? chk.gender : null,
    birthday: chk.ok ? chk.birth : null,
    id_card_effective_to: null,
    created_at: r.created_at,
  };
}
/**
 * Verifies and records the identity of `userId` (spec 000 §4 实名认证, 001 §5 card binding with
 * identity): a 2-20 character Chinese name, a valid ID number (core's rule), 18 or older on the
 * sandbox clock, an ID number no other account holds; then the identity reward hook. Throws 400.
 */
function verifyIdentity(ctx: Ctx, userId: number, realName: unknown, idCardNo: unknown): void {
  const name = String(realName ?? '').trim();
  if (!/^[\u4e00-\u9fa5·]{2,20}$/.test(name)) throw bad('real_name', '请输入正确的真实姓名');
  const chk = checkIdCard(String(idCardNo ?? ''));
  if (!chk.ok) throw bad('id_card_no', chk.reason);
  const age =
    Number(ctx.today().slice(0, 4)) -
    Number(chk.birth.slice(0, 4)) -
    (ctx.today().slice(5) < chk.birth.slice(5) ? 1 : 0);
  if (age < 18) throw bad('id_card_no', '未满18周岁不能开户');
  const id = String(idCardNo).trim().toUpperCase();
  if (ctx.q('SELECT 1 FROM identities WHERE id_card_no = ?').get(id))
    throw bad('id_card_no', '该身份证号已被其他账户认证');
  ctx.db.transaction(() => {
    ctx
      .q(
        'INSERT INTO identities (user_id, real_name, id_card_no, status, created_at) VALUES (?, ?, ?, 1, ?)',
      )
      .run(userId, name, id, ctx.nowIso());
    ctx.hooks.rewardIdentityVerified?.(ctx, userId);
  })();
}
function riskTarget(
  ctx: Ctx,
  body: { fund_id?: number; symbol?: string; portfolio_id?: number },
): { level: number; target: string } {
  if (body.portfolio_id !== undefined) {
    // The portfolios area owns portfolios (its hook); no such portfolio -> 400 on portfolio_id.
    const level = ctx.hooks.portfolioRisk?.(ctx, body.portfolio_id) ?? null;
    if (level === null) throw bad('portfolio_id', '组合不存在');
    return { level, target: `portfolio:${body.portfolio_id}` };
  }
  const f = ctx.fundFrom(body);
  return { level: f.risk, target: `fund:${f.code}` };
}

/** The accounts area's operations (spec 000 §7). */

/** Identity, banks and cards, the trade password, the risk test and suitability checks. */
export const identityHandlers = {
  'POST /accounts/identity_verfications/': (req) => {
    const { ctx, body } = req;
    const userId = uid(req);
    const existing = ctx.s.identity.get(userId);
    if (existing && (!body.real_name || !body.id_card_no || body.status === 1))
      return identityJson(ctx, userId);
    if (existing) throw bad('non_field_errors', '您已完成实名认证');
    verifyIdentity(ctx, userId, body.real_name, body.id_card_no);
    return identityJson(ctx, userId);
  },
  'GET /accounts/identity_verfications/mine/': (req) => {
    if (!req.ctx.s.identity.get(uid(req))) throw notFound('尚未实名认证');
    return identityJson(req.ctx, uid(req));
  },
  'GET /identity_verfications/location_detect/': ({ ctx, query }) => {
    const id = String(query.id_card_no);
    if (!/^\d{6}/.test(id)) throw bad('id_card_no', '请输入正确的身份证号码');
    const get = (c: string) =>
      ctx.q('SELECT name FROM regions WHERE code = ?').get(c) as { name: string } | undefined;
    const d = get(id.slice(0, 6));
    const c = get(id.slice(0, 4));
    const p = get(id.slice(0, 2));
    const out: Record<string, unknown> = {
      area_code: d ? id.slice(0, 6) : c ? id.slice(0, 4) : p ? id.slice(0, 2) : null,
    };
    if (p) out.province = p.name;
    if (c) out.city = c.name;
    if (d) out.district = d.name;
    return out;
  },
  'POST /accounts/set_private_fund_qualified/': (req) => {
    // CSRC thresholds (spec 001 §6; README "Private funds"): the user confirms them; when the
    // figures are declared too (the private-funds qualification screen), one must meet its threshold.
    const { financial_assets: assets, average_income: income } = req.body;
    if (
      req.body.qualified &&
      (assets != null || income != null) &&
      !meetsQualification(assets, income)
    )
      throw bad(
        'financial_assets',
        '合格投资者须金融资产不低于300万元或最近三年年均收入不低于50万元',
      );
    req.ctx
      .q('UPDATE users SET private_fund_qualified = ? WHERE id = ?')
      .run(req.body.qualified ? 1 : 0, uid(req));
    return { is_private_fund_qualified: !!req.body.qualified };
  },
  'POST /funds/identity_auth/verify/': (req) => {
    const { ctx, body } = req;
    const ident = ctx.s.identity.get(uid(req)) as
      { real_name: string; id_card_no: string } | undefined;
    const chk = checkIdCard(String(body.id_card_no));
    if (!chk.ok) throw bad('id_card_no', chk.reason);
    if (body.bank_card_no && !luhn(String(body.bank_card_no)))
      throw bad('bank_card_no', '请输入正确的银行卡号');
    if (body.mobile && body.captcha) useCaptcha(ctx, String(body.mobile), body.captcha);
    const verified =
      !ident ||
      (ident.real_name === body.real_name &&
        ident.id_card_no === String(body.id_card_no).toUpperCase());
    return { verified, detail: verified ? '鉴权成功' : '姓名或身份证号与实名信息不一致' };
  },
  'GET /accounts/banks/': ({ ctx, origin }) => {
    const rows = ctx.q('SELECT * FROM banks ORDER BY (single_limit = 0), id').all() as BankRow[];
    return rows.map((b) => bankJson(b, origin));
  },
  'GET /accounts/bank_cards/mine/': (req) => {
    const { ctx, query, origin } = req;
    let cards = ctx.s.cards.all(uid(req)) as CardRow[];
    if (query.is_default) cards = cards.filter((c) => c.is_default);
    return cards.map((c) => cardJson(ctx, c, origin));
  },
  'GET /accounts/bank_cards/{id}/': (req) => {
    const c = req.ctx.s.card.get(req.params.id, uid(req)) as CardRow | undefined;
    if (!c) throw notFound();
    return cardJson(req.ctx, c, req.origin);
  },
  'POST /accounts/bank_cards/check/': ({ ctx, body, origin }) => {
    const no = String(body.bank_card_no);
    if (!luhn(no))
      return {
        valid: false,
        bank: null,
        bank_card_type: null,
        message: '银行卡号校验失败，请检查卡号',
      };
    const hit = bankOfCard(ctx, no);
    if (!hit)
      return { valid: false, bank: null, bank_card_type: null, message: '暂不支持该银行卡' };
    const type = hit.cardType === 'DC' ? 1 : 2;
    return {
      valid: type === 1,
      bank: bankJson(hit.bank, origin),
      bank_card_type: type,
      ...(type === 1 ? {} : { message: '暂不支持信用卡，请使用储蓄卡' }),
    };
  },
  'POST /funds/bind_bank_card/': (req) => {
    const { ctx, body, origin } = req;
    const userId = uid(req);
    let ident = ctx.s.identity.get(userId) as { real_name: string; id_card_no: string } | undefined;
    if (!ident && body.real_name && body.id_card_no) {
      verifyIdentity(ctx, userId, body.real_name, body.id_card_no);
      ident = ctx.s.identity.get(userId) as { real_name: string; id_card_no: string };
    }
    if (!ident) throw bad('non_field_errors', '请先完成实名认证');
    const no = String(body.bank_card_no).replace(/\s/g, '');
    if (!/^\d{12,19}$/.test(no) || !luhn(no)) throw bad('bank_card_no', '请输入正确的银行卡号');
    const hit = bankOfCard(ctx, no);
    if (!hit) throw bad('bank_card_no', '暂不支持该银行卡');
    if (hit.cardType !== 'DC') throw bad('bank_card_no', '暂不支持信用卡，请使用储蓄卡');
    if (body.bank_id !== undefined && body.bank_id !== hit.bank.id)
      throw bad('bank_id', `卡号属于${hit.bank.name}，与所选银行不一致`);
    if (body.captcha) useCaptcha(ctx, String(body.mobile), body.captcha);
    if (ctx.q('SELECT 1 FROM bank_cards WHERE user_id = ? AND card_no = ?').get(userId, no))
      throw bad('bank_card_no', '该银行卡已绑定');
    const first = !(ctx.s.cards.all(userId) as CardRow[]).length;
    const info = ctx.db
      .prepare(
        'INSERT INTO bank_cards (user_id, bank_id, card_no, card_type, mobile, is_default, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?)',
      )
      .run(userId, hit.bank.id, no, hit.cardType, String(body.mobile), first ? 1 : 0, ctx.nowIso());
    return cardJson(ctx, ctx.s.card.get(Number(info.lastInsertRowid), userId) as CardRow, origin);
  },
  'GET /accounts/is_trade_password_set/': (req) => ({
    is_set: !!req.ctx.user(uid(req)).trade_password_hash,
  }),
  'POST /accounts/set_trade_password/': async (req) => {
    const { ctx, body } = req;
    const u = ctx.user(uid(req));
    if (u.trade_password_hash)
      throw new HttpError(409, { password: ['交易密码已设置，如需修改请使用修改交易密码'] });
    if (body.password !== body.password_confirm)
      throw bad('password_confirm', '两次输入的交易密码不一致');
    if (
      /^(\d)\1{5}$/.test(body.password) ||
      '0123456789'.includes(body.password) ||
      '9876543210'.includes(body.password)
    )
      throw bad('password', '交易密码过于简单，请勿使用相同或连续的数字');
    ctx
      .q(
        'UPDATE users SET trade_password_hash = ?, trade_password_fails = 0, trade_password_locked_until = 0 WHERE id = ?',
      )
      .run(await hashSecret(body.password), u.id);
    forgetTradePassword(ctx, u.id);
    return { is_set: true };
  },
  'POST /accounts/change_trade_password/': async (req) => {
    const { ctx, body } = req;
    const userId = uid(req);
    if (body.password !== body.password_confirm)
      throw bad('password_confirm', '两次输入的交易密码不一致');
    try {
      await checkTradePassword(ctx, userId, body.old_password);
    } catch (e) {
      if (e instanceof HttpError && e.errors.password)
        throw new HttpError(e.status, { old_password: e.errors.password });
      throw e;
    }
    if (body.old_password === body.password) throw bad('password', '新交易密码不能与原密码相同');
    ctx
      .q('UPDATE users SET trade_password_hash = ? WHERE id = ?')
      .run(await hashSecret(body.password), userId);
    forgetTradePassword(ctx, userId);
    return { detail: '交易密码修改成功' };
  },
  'POST /accounts/reset_trade_password/': async (req) => {
    const { ctx, body } = req;
    const u = ctx.user(uid(req));
    const ident = ctx.s.identity.get(u.id) as { id_card_no: string } | undefined;
    if (!ident) throw bad('non_field_errors', '请先完成实名认证');
    if (body.password !== body.password_confirm)
      throw bad('password_confirm', '两次输入的交易密码不一致');
    if (String(body.id_card_no).toUpperCase() !== ident.id_card_no)
      throw bad('id_card_no', '身份证号与实名信息不一致');
    useCaptcha(ctx, u.mobile, body.captcha);
    ctx
      .q(
        'UPDATE users SET trade_password_hash = ?, trade_password_fails = 0, trade_password_locked_until = 0 WHERE id = ?',
      )
      .run(await hashSecret(body.password), u.id);
    forgetTradePassword(ctx, u.id);
    return { detail: '交易密码重置成功' };
  },
  'GET /funds/investment_risk/questions/': () => riskQuestionnaireJson('2026.1'),
  'POST /funds/investment_risk/answer/': (req) => {
    const { ctx, body } = req;
    const r = scoreGivenAnswers(body.answers, 'answers');
    ctx
      .q(
        'INSERT INTO risk_tests (user_id, answers, score, risk_type, tested_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        uid(req),
        JSON.stringify({ answers: r.answers, dims: r.dims }),
        r.score,
        r.riskType,
        ctx.today(),
      );
    return riskProfileJson(ctx, uid(req));
  },
  'GET /funds/investment_risk/mine/': (req) => riskProfileJson(req.ctx, uid(req)),
  'POST /funds/investment_risk/change/': (req) => {
    const { ctx, body } = req;
    const p = riskProfile(ctx, uid(req));
    if (p.status !== 1) throw bad('investment_risk', '请先完成风险测评');
    if (body.investment_risk < 1 || body.investment_risk > p.type)
      throw bad(
        'investment_risk',
        `只能调整为不高于测评结果（${riskTypeLabel(p.type)}）的风险类型`,
      );
    const last = ctx.s.risk.get(uid(req)) as { answers: string; score: number; tested_at: string };
    ctx
      .q(
        'INSERT INTO risk_tests (user_id, answers, score, risk_type, tested_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(uid(req), last.answers, last.score, body.investment_risk, last.tested_at);
    return riskProfileJson(ctx, uid(req));
  },
  'GET /funds/investment_risk/mismatch_assets/': (req) => {
    const { ctx } = req;
    const p = riskProfile(ctx, uid(req));
    const codes = ctx
      .q('SELECT DISTINCT fund_code FROM trades WHERE user_id = ? AND status IN (0, 1)')
      .all(uid(req)) as { fund_code: string }[];
    const out: Record<string, unknown>[] = [];
    for (const { fund_code } of codes) {
      const f = ctx.market.fund(fund_code)!;
      if (f.risk <= p.type) continue;
      const pos = position(ctx, uid(req), fund_code);
      if (pos.shares.lte(0)) continue;
      const nav = ctx.market.navOn(f, ctx.navDate()).nav; // held, so bought tradable: priced
      out.push({
        product_type: 'fund',
        id: Number(f.code),
        symbol: f.code,
        name: f.name,
        investment_risk: f.risk,
        investment_risk_display: riskLevelLabel(f.risk),
        worth_value: pos.shares.times(nav).div(10000).toFixed(2),
      });
    }
    return out;
  },
  'POST /funds/investment_risk/check/': (req) => {
    const { ctx, body } = req;
    if (body.fund_id === undefined && body.symbol === undefined && body.portfolio_id === undefined)
      throw bad('symbol', '请指定产品');
    const { level, target } = riskTarget(ctx, body);
    const s = suitability(ctx, uid(req), level, target, false);
    return {
      passed: s.passed,
      need_test: s.need_test,
      need_confirm: s.need_confirm,
      fund_risk: level,
      fund_risk_display: riskLevelLabel(level),
      user_risk: s.userType,
      user_risk_display: riskTypeLabel(s.userType),
      forbidden: s.forbidden,
      message: s.message,
    };
  },
  'POST /funds/investment_risk/confirm_risk/': (req) => {
    const { ctx, body } = req;
    if (body.fund_id === undefined && body.symbol === undefined && body.portfolio_id === undefined)
      throw bad('symbol', '请指定产品');
    const { level, target } = riskTarget(ctx, body);
    const s = suitability(ctx, uid(req), level, target, true);
    if (s.need_test) throw bad('non_field_errors', s.message);
    if (s.forbidden) throw new HttpError(403, { non_field_errors: [s.message] });
    ctx
      .q('INSERT OR REPLACE INTO risk_confirms (user_id, target, at) VALUES (?, ?, ?)')
      .run(uid(req), target, ctx.nowIso());
    return { confirmed: true, effective_to: shIso(ctx.now() + 365 * 86400_000) };
  },
} satisfies SandboxArea['handlers'];
