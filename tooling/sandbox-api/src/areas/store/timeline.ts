/**
 * The store timeline (spec 001 §3 Store timeline item, §7 "Store"): the owner's posts, optionally
 * tied to one of the owner's portfolios or adjustments, read per store or portfolio, and their
 * likes (rows, so they persist). README "Store".
 */
import type { components } from '@jijin/core';
import { bad } from '../../http/errors';
import { paginate, uid, type Req } from '../../http/registry';
import type { SandboxArea } from '../define';
import { myStore, ownedPortfolios, settle, trimmed, type TimelineRow } from './records';
import { timelineJson } from './serializers';

type S = components['schemas'];

function like(
  req: Req<'POST /store/likes/like/' | 'POST /store/likes/unlike/'>,
  on: boolean,
): S['LikeState'] {
  const { ctx } = req;
  const id = Number(req.body.status);
  const t = ctx.q('SELECT id FROM store_timeline WHERE id = ?').get(id);
  if (!t) throw bad('status', '动态不存在');
  if (on)
    ctx
      .q(
        'INSERT OR IGNORE INTO store_timeline_likes (item_id, user_id, created_at) VALUES (?, ?, ?)',
      )
      .run(id, uid(req), ctx.nowIso());
  else
    ctx.q('DELETE FROM store_timeline_likes WHERE item_id = ? AND user_id = ?').run(id, uid(req));
  const n = ctx.q('SELECT COUNT(*) AS n FROM store_timeline_likes WHERE item_id = ?').get(id) as {
    n: number;
  };
  return { liked: on, likes_count: n.n };
}

/** The timeline read, the owner's post and the likes. */
export const timelineHandlers = {
  'GET /statuses/store_timeline/': (req) => {
    const { ctx } = req;
    settle(ctx);
    const where: string[] = [];
    const args: number[] = [];
    if (req.query.store_id !== undefined) {
      where.push('t.store_id = ?');
      args.push(req.query.store_id);
    }
    if (req.query.portfolio_id !== undefined) {
      where.push('t.portfolio_id = ?');
      args.push(req.query.portfolio_id);
    }
    const rows = ctx
      .q(
        `SELECT t.*, s.user_id AS owner FROM store_timeline t JOIN stores s ON s.id = t.store_id
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY t.id DESC`,
      )
      .all(...args) as (TimelineRow & { owner: number })[];
    const page = paginate(rows, req.query.page ?? 1, req.query.page_size ?? 20);
    return { ...page, results: page.results.map((t) => timelineJson(req, t, t.owner)) };
  },
  'POST /store/timeline/': (req) => {
    const { ctx, body } = req;
    const s = myStore(req);
    const text = trimmed(body.text);
    if (!text) throw bad('text', '请输入动态内容');
    if (
      body.portfolio_id !== undefined &&
      !ownedPortfolios(req, s).some((p) => p.id === body.portfolio_id)
    )
      throw bad('portfolio_id', '只能关联本店铺的组合');
    if (body.position_adjustment_id !== undefined) {
      const a = ctx.hooks.ownedAdjustment?.(ctx, s.user_id, body.position_adjustment_id);
      if (!a) throw bad('position_adjustment_id', '调仓记录不存在');
      if (body.portfolio_id !== undefined && a.portfolio_id !== body.portfolio_id)
        throw bad('position_adjustment_id', '调仓记录不属于所选组合');
    }
    const portfolioId =
      body.portfolio_id ??
      (body.position_adjustment_id !== undefined
        ? ctx.hooks.ownedAdjustment?.(ctx, s.user_id, body.position_adjustment_id)?.portfolio_id
        : undefined);
    const r = ctx
      .q(
        `INSERT INTO store_timeline (store_id, title, text, portfolio_id, position_adjustment_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        s.id,
        trimmed(body.title) || null,
        text,
        portfolioId ?? null,
        body.position_adjustment_id ?? null,
        ctx.nowIso(),
      );
    const t = ctx
      .q('SELECT * FROM store_timeline WHERE id = ?')
      .get(r.lastInsertRowid) as TimelineRow;
    return timelineJson(req, t, s.user_id);
  },
  'POST /store/likes/like/': (req) => like(req, true),
  'POST /store/likes/unlike/': (req) => like(req, false),
} satisfies SandboxArea['handlers'];
