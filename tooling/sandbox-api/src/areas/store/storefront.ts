/**
 * The storefront (spec 001 §2 "Store", §3 Store apply, §7 "Store"): applying for a store, the
 * store page and its edit, follows, the store's portfolios and their order. README "Store".
 */
import type { components } from '@jijin/core';
import { HttpError, bad, forbidden } from '../../http/errors';
import { paginate, uid, type Req } from '../../http/registry';
import type { SandboxArea } from '../define';
import {
  APPROVE_AFTER_MS,
  myStore,
  ownedPortfolios,
  settle,
  storeOfUser,
  storeOr404,
  trimmed,
  type StoreRow,
} from './records';
import { applyJson, storeJson } from './serializers';

type S = components['schemas'];

function follow(
  req: Req<'POST /store/{id}/follow/' | 'POST /store/{id}/unfollow/'>,
  on: boolean,
): S['FollowState'] {
  const { ctx } = req;
  const s = storeOr404(ctx, req.params.id);
  if (on)
    ctx
      .q('INSERT OR IGNORE INTO store_follows (user_id, store_id, created_at) VALUES (?, ?, ?)')
      .run(uid(req), s.id, ctx.nowIso());
  else ctx.q('DELETE FROM store_follows WHERE user_id = ? AND store_id = ?').run(uid(req), s.id);
  return { followed: on };
}

/** Apply, the store page, follows, the store's portfolios and their order. */
export const storefrontHandlers = {
  'GET /store/apply/': (req) => applyJson(storeOfUser(req.ctx, uid(req))),
  'POST /store/apply/': (req) => {
    const { ctx, body } = req;
    const name = trimmed(body.name);
    const realName = trimmed(body.real_name);
    const qualification = trimmed(body.qualification);
    const errors: Record<string, string[]> = {};
    if (name.length < 2) errors.name = ['店铺名称至少2个字'];
    if (!realName) errors.real_name = ['请填写真实姓名'];
    if (!/^[A-Za-z0-9]{8,20}$/.test(qualification))
      errors.qualification = ['请填写8-20位字母或数字的投顾从业资格证书编号'];
    if (Object.keys(errors).length) throw new HttpError(400, errors);
    if (storeOfUser(ctx, uid(req))) throw new HttpError(409, { detail: ['您已提交过开店申请'] });
    if (ctx.q('SELECT 1 FROM stores WHERE name = ?').get(name))
      throw bad('name', '该店铺名称已被使用');
    ctx
      .q(
        `INSERT INTO stores (user_id, name, description, real_name, qualification, status, applied_at, approve_due_at)
         VALUES (?, ?, ?, ?, ?, -1, ?, ?)`,
      )
      .run(
        uid(req),
        name,
        trimmed(body.description) || null,
        realName,
        qualification,
        ctx.nowIso(),
        ctx.now() + APPROVE_AFTER_MS,
      );
    return applyJson(storeOfUser(ctx, uid(req)));
  },
  'GET /store/mine/': (req) => storeJson(req, myStore(req)),
  'GET /store/{id}/': (req) => storeJson(req, storeOr404(req.ctx, req.params.id)),
  'PUT /store/{id}/': (req) => {
    const { ctx, body } = req;
    const s = storeOr404(ctx, req.params.id);
    if (s.user_id !== uid(req)) throw forbidden('只有店主可以修改店铺');
    if (body.name !== undefined) {
      const name = trimmed(body.name);
      if (name.length < 2 || name.length > 20) throw bad('name', '店铺名称为2-20个字');
      if (ctx.q('SELECT 1 FROM stores WHERE name = ? AND id <> ?').get(name, s.id))
        throw bad('name', '该店铺名称已被使用');
      ctx.q('UPDATE stores SET name = ? WHERE id = ?').run(name, s.id);
    }
    if (body.description !== undefined) {
      const d = trimmed(body.description);
      if (d.length > 200) throw bad('description', '店铺简介最多200个字');
      ctx.q('UPDATE stores SET description = ? WHERE id = ?').run(d || null, s.id);
    }
    return storeJson(req, storeOr404(ctx, s.id));
  },
  'GET /store/following/': (req) => {
    settle(req.ctx);
    const rows = req.ctx
      .q(
        `SELECT s.* FROM store_follows f JOIN stores s ON s.id = f.store_id
         WHERE f.user_id = ? AND s.status = 1 ORDER BY f.created_at DESC, s.id DESC`,
      )
      .all(uid(req)) as StoreRow[];
    const page = paginate(rows, req.query.page ?? 1, req.query.page_size ?? 20);
    return { ...page, results: page.results.map((s) => storeJson(req, s)) };
  },
  'POST /store/{id}/follow/': (req) => follow(req, true),
  'POST /store/{id}/unfollow/': (req) => follow(req, false),
  'GET /store/portfolios/': (req) => {
    settle(req.ctx);
    const s = req.ctx
      .q('SELECT * FROM stores WHERE id = ? AND status = 1')
      .get(req.query.store_id) as StoreRow | undefined;
    if (!s) throw bad('store_id', '店铺不存在');
    return paginate(ownedPortfolios(req, s), req.query.page ?? 1, req.query.page_size ?? 20);
  },
  'GET /store/portfolios/mine/': (req) =>
    paginate(ownedPortfolios(req, myStore(req)), req.query.page ?? 1, req.query.page_size ?? 20),
  'POST /store/portfolios/sort/': (req) => {
    const { ctx } = req;
    const s = myStore(req);
    const own = new Set(ownedPortfolios(req, s).map((p) => p.id));
    const ids: number[] = req.body.portfolio_ids;
    if (new Set(ids).size !== ids.length || ids.some((id) => !own.has(id)))
      throw bad('portfolio_ids', '只能排序本店铺的组合');
    ctx.db.transaction(() => {
      ctx.q('DELETE FROM store_portfolio_order WHERE store_id = ?').run(s.id);
      ids.forEach((id, i) =>
        ctx
          .q('INSERT INTO store_portfolio_order (store_id, portfolio_id, seq) VALUES (?, ?, ?)')
          .run(s.id, id, i),
      );
    })();
    return { success: true };
  },
} satisfies SandboxArea['handlers'];
