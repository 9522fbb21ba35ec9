/**
 * The small promotion calls (spec 001 §7 Promotion): share records, friendship links, leads left
 * outside the app, ad callbacks and the mini-program binding. Each is stored as it came; nothing is
 * answered that the sandbox does not know.
 */
import type { components } from '@jijin/core';
import { bad, forbidden } from '../../http/errors';
import { uid, type Req } from '../../http/registry';

type Schemas = components['schemas'];

export const MISC_SQL = `
CREATE TABLE promotion_shares (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, code TEXT NOT NULL, channel TEXT, created_at TEXT NOT NULL);
CREATE TABLE promotion_leads (id INTEGER PRIMARY KEY AUTOINCREMENT, mobile TEXT NOT NULL, activity_code TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE ad_callbacks (id INTEGER PRIMARY KEY AUTOINCREMENT, channel TEXT NOT NULL, click_id TEXT, event TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE wx_app_bindings (user_id INTEGER PRIMARY KEY, code TEXT NOT NULL, bound_at TEXT NOT NULL);
`;

/** Links to the regulators and the industry association (real sites, public facts). */
export const FRIENDSHIP_LINKS: Schemas['FriendshipLink'][] = [
  { title: '中国证券监督管理委员会', url: 'http://www.csrc.gov.cn/' },
  { title: '中国证券投资基金业协会', url: 'https://www.amac.org.cn/' },
  { title: '中国证券业协会', url: 'https://www.sac.net.cn/' },
];

const CHANNELS = new Set(['wechat', 'moments', 'weibo', 'link']);

/** POST /promotion/share/ */
export function recordShare(req: Req<'POST /promotion/share/'>): Schemas['Detail'] {
  const { ctx, body } = req;
  if (body.channel !== undefined && !CHANNELS.has(body.channel))
    throw bad('channel', '不支持的分享渠道');
  ctx
    .q('INSERT INTO promotion_shares (user_id, code, channel, created_at) VALUES (?, ?, ?, ?)')
    .run(uid(req), String(body.code), body.channel ?? null, ctx.nowIso());
  return { detail: '分享成功' };
}

/** GET /promotion/friendship_links/ */
export function friendshipLinks(): Schemas['FriendshipLink'][] {
  return FRIENDSHIP_LINKS;
}

/** POST /promotion/external_mobile/ */
export function externalMobile(req: Req<'POST /promotion/external_mobile/'>): Schemas['Detail'] {
  const { ctx, body } = req;
  if (!/^1[3-9]\d{9}$/.test(String(body.mobile))) throw bad('mobile', '请输入正确的手机号');
  ctx
    .q('INSERT INTO promotion_leads (mobile, activity_code, created_at) VALUES (?, ?, ?)')
    .run(body.mobile, String(body.activity_code), ctx.nowIso());
  return { detail: '提交成功' };
}

/** POST /promotion/ad_callbacks/ */
export function adCallback(req: Req<'POST /promotion/ad_callbacks/'>): Schemas['Detail'] {
  const { ctx, body } = req;
  ctx
    .q('INSERT INTO ad_callbacks (channel, click_id, event, created_at) VALUES (?, ?, ?, ?)')
    .run(String(body.channel), body.click_id ?? null, String(body.event), ctx.nowIso());
  return { detail: '提交成功' };
}

/** POST /wx_app/bind/ — remembers the login code (the sandbox cannot ask WeChat for the openid). */
export function bindWxApp(req: Req<'POST /wx_app/bind/'>): { bound: boolean } {
  const { ctx, body } = req;
  if (!String(body.code).trim()) throw bad('code', '缺少登录凭证');
  ctx
    .q('INSERT OR REPLACE INTO wx_app_bindings (user_id, code, bound_at) VALUES (?, ?, ?)')
    .run(uid(req), String(body.code), ctx.nowIso());
  return { bound: true };
}

/** A mini-program page path as WeChat's URL Scheme takes it (`pages/x/y`, no leading slash). */
const WX_PAGE_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/**
 * POST /wx_app/scheme/ — a URL Scheme that opens the mini-program from outside the messaging app.
 * Only WeChat can issue one (its `urlscheme.generate`, with the mini-program's credentials); the
 * sandbox has neither, so after checking the request it answers 403 rather than a made-up link.
 * @throws 400 `errors.path` for a path that is not a page path (a `query` over 512 characters is
 *   refused by the contract's maxLength before this runs).
 * @throws 403 本环境未接入微信，无法生成小程序跳转链接 for every valid request.
 */
export function generateWxScheme(req: Req<'POST /wx_app/scheme/'>): never {
  const { body } = req;
  const path = String(body.path ?? '');
  if (!WX_PAGE_PATH.test(path) || path.length > 256) throw bad('path', '小程序页面路径不正确');
  throw forbidden('本环境未接入微信，无法生成小程序跳转链接');
}
