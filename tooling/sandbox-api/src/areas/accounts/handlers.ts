/**
 * The accounts area (spec 000): captcha, signup and login, profile and settings, identity, banks
 * and bank cards, the trade password, the investment-risk test and suitability checks.
 */

import type { Ctx, CardRow } from '../../ctx';
import { maskName, maskId, maskMobile } from '../../domain/format';
import { hashSecret } from '../../domain/secrets';
import { uid } from '../../http/registry';
import { bad } from '../../http/errors';
import { ACCOUNT_MESSAGES } from '@jijin/core/messages';
import { checkEmail, checkUsername } from '@jijin/core/validation';
import { revokeOtherSessions } from '../../domain/sessions';

import { riskProfile, riskProfileJson } from '../../domain/risk';

import { avatarsJson, userJson } from '../../domain/serializers';
import { storeAvatar } from './avatar';

import type { SandboxArea } from '../define';

import { useCaptcha } from './captcha';
import { familyOf, loginHandlers, settlePasswordTry, verifyPasswordTry } from './login';
import { identityHandlers } from './identity-handlers';

const CAREERS = [
  '党政机关、事业单位工作人员',
  '企业管理人员',
  '专业技术人员',
  '金融从业人员',
  '教师',
  '医护人员',
  '律师',
  '个体工商户',
  '自由职业者',
  '办事人员和有关人员',
  '商业、服务业人员',
  '农、林、牧、渔业生产人员',
  '生产、运输设备操作人员',
  '军人',
  '学生',
  '退休人员',
  '无业',
  '其他',
].map((name, i) => ({ id: i + 1, name }));

function openAccountStep(ctx: Ctx, userId: number): string {
  if (!ctx.s.identity.get(userId)) return 'identity';
  if (!(ctx.s.cards.all(userId) as CardRow[]).length) return 'bank_card';
  if (!ctx.user(userId).trade_password_hash) return 'trade_password';
  if (riskProfile(ctx, userId).status !== 1) return 'risk_test';
  return 'done';
}

function settingsJson(ctx: Ctx, userId: number, origin: string): Record<string, unknown> {
  const u = ctx.user(userId);
  const ident = ctx.s.identity.get(userId) as { real_name: string; id_card_no: string } | undefined;
  const settings = JSON.parse(u.settings) as {
    email?: string;
    career_id?: number;
    area_code?: string;
    address?: string;
  };
  const risk = riskProfileJson(ctx, userId);
  return {
    ...userJson(ctx, u, origin),
    mobile: maskMobile(u.mobile),
    mobile_code_id: 1,
    email: settings.email ?? null,
    is_trade_password_set: !!u.trade_password_hash,
    has_password: !!u.password_hash,
    has_identity: !!ident,
    real_name: ident ? maskName(ident.real_name) : null,
    id_card_no: ident ? maskId(ident.id_card_no) : null,
    bank_cards_count: (ctx.s.cards.all(userId) as CardRow[]).length,
    investment_risk: risk.investment_risk,
    investment_risk_status: risk.investment_risk_status,
    investment_risk_display: risk.investment_risk_display,
    investment_risk_status_display: risk.investment_risk_status_display,
    effective_to: risk.effective_to,
    is_private_fund_qualified: !!u.private_fund_qualified,
    is_manager: ctx.hooks.isManager?.(ctx, userId) ?? false,
    is_store_owner: ctx.hooks.isStoreOwner?.(ctx, userId) ?? false,
    career_id: settings.career_id ?? null,
    area_code: settings.area_code ?? null,
    address: settings.address ?? null,
    open_account_step: openAccountStep(ctx, userId),
  };
}

/** The accounts area's operations (spec 000 §7). */
export const accountsHandlers = {
  ...loginHandlers,
  'GET /accounts/settings/': (req) => settingsJson(req.ctx, uid(req), req.origin),
  'POST /accounts/settings/': (req) => {
    const { ctx, body } = req;
    const u = ctx.user(uid(req));
    const cur = JSON.parse(u.settings) as Record<string, unknown>;
    if (body.career_id !== undefined && !CAREERS.some((c) => c.id === body.career_id))
      throw bad('career_id', '请选择正确的职业');
    if (
      body.area_code !== undefined &&
      !ctx.q('SELECT 1 FROM regions WHERE code = ?').get(body.area_code)
    )
      throw bad('area_code', '请选择正确的地区');
    // spec 000 §5 Email: core's checkEmail
    if (body.email !== undefined) {
      const r = checkEmail(String(body.email));
      if (!r.ok) throw bad('email', r.message);
    }
    ctx
      .q('UPDATE users SET settings = ? WHERE id = ?')
      .run(JSON.stringify({ ...cur, ...body }), u.id);
    return settingsJson(ctx, u.id, req.origin);
  },
  'POST /accounts/set_username/': (req) => {
    const name = String(req.body.username);
    const r = checkUsername(name);
    if (!r.ok) throw bad('username', r.message);
    req.ctx.q('UPDATE users SET username = ? WHERE id = ?').run(name, uid(req));
    return userJson(req.ctx, req.ctx.user(uid(req)), req.origin);
  },
  'POST /accounts/set_password/': async (req) => {
    const { ctx, body } = req;
    if (body.password !== body.password_confirm)
      throw bad('password_confirm', ACCOUNT_MESSAGES.passwordMismatch);
    const u = ctx.user(uid(req));
    if (u.password_hash) {
      if (!body.captcha) throw bad('captcha', '已设置登录密码，请输入验证码');
      useCaptcha(ctx, u.mobile, body.captcha);
    }
    ctx
      .q('UPDATE users SET password_hash = ? WHERE id = ?')
      .run(await hashSecret(String(body.password)), u.id);
    if (u.password_hash) revokeOtherSessions(ctx, u.id, familyOf(req));
    return { detail: '登录密码设置成功' };
  },
  'POST /accounts/change_password/': async (req) => {
    const { ctx, body } = req;
    const u = ctx.user(uid(req));
    if (body.password !== body.password_confirm)
      throw bad('password_confirm', ACCOUNT_MESSAGES.passwordMismatch);
    const { t, ok } = await verifyPasswordTry(
      ctx,
      u.mobile,
      req.ip ?? 'unknown',
      String(body.old_password),
      u.password_hash,
      'old_password',
      ACCOUNT_MESSAGES.oldPasswordLocked,
    );
    settlePasswordTry(
      ctx,
      u.mobile,
      t,
      ok,
      'old_password',
      ACCOUNT_MESSAGES.oldPasswordLocked,
      'old_password',
      ACCOUNT_MESSAGES.oldPasswordWrong,
    );
    ctx
      .q('UPDATE users SET password_hash = ? WHERE id = ?')
      .run(await hashSecret(String(body.password)), u.id);
    revokeOtherSessions(ctx, u.id, familyOf(req));
    return { detail: '登录密码修改成功' };
  },
  'GET /accounts/avatar/': (req) => avatarsJson(req.ctx, uid(req), req.origin),
  'POST /accounts/avatar/': async (req) => {
    await storeAvatar(req.ctx, uid(req), req.body?.avatar);
    return avatarsJson(req.ctx, uid(req), req.origin);
  },
  'GET /careers/': () => CAREERS,
  'GET /china_areas/': ({ ctx, query }) => {
    type Row = { code: string; name: string; parent: string | null; level: number };
    const toJson = (r: Row) => ({
      code: r.code,
      name: r.name,
      level: r.level,
      parent_code: r.parent,
    });
    if (query.nested) {
      const all = ctx.q('SELECT * FROM regions ORDER BY code').all() as Row[];
      const by = new Map<string | null, Row[]>();
      for (const r of all) by.set(r.parent, [...(by.get(r.parent) ?? []), r]);
      const build = (r: Row): Record<string, unknown> => ({
        ...toJson(r),
        children: (by.get(r.code) ?? []).map(build),
      });
      return (by.get(null) ?? []).map(build);
    }
    const rows = query.parent_code
      ? (ctx
          .q('SELECT * FROM regions WHERE parent = ? ORDER BY code')
          .all(query.parent_code) as Row[])
      : (ctx.q('SELECT * FROM regions WHERE level = 1 ORDER BY code').all() as Row[]);
    if (
      query.parent_code &&
      !rows.length &&
      !ctx.q('SELECT 1 FROM regions WHERE code = ?').get(query.parent_code)
    )
      throw bad('parent_code', '地区代码不存在');
    return rows.map(toJson);
  },
  ...identityHandlers,
} satisfies SandboxArea['handlers'];
