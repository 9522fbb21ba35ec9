/**
 * The store area (spec 001 §2 "Store", §3 Store apply / Store timeline item, §4, §6,
 * §7 "Store"): applying for an advisor store and its approval, the store page and its follows,
 * the owner's portfolios (created by the portfolios area, asked through hooks), the store
 * timeline with likes, the advisory-fee income of the owner's portfolios and its withdrawal on an
 * append-only ledger. README "Store".
 */
import Decimal from 'decimal.js';
import type { components } from '@jijin/core';
import type { Ctx, UserRow } from '../../ctx';
import { money } from '../../ctx';
import { cardJson, userJson } from '../../domain/serializers';
import { cardOf } from '../../trading';
import { requestHash } from '../../http/idempotency';
import { checkTradePassword } from '../../domain/trade-password';
import { HttpError, bad, forbidden, notFound } from '../../http/errors';
import { idempotencyKey, paginate, uid, type Req } from '../../http/registry';
import { defineArea } from '../define';
import { MIGRATIONS, USER_TABLES } from './schema';

type S = components['schemas'];

/** An application is approved this long after it was made, on the sandbox clock (README). */
export const APPROVE_AFTER_MS = 24 * 3600 * 1000;

interface StoreRow {
  id: number;
  user_id: number;
  name: string;
  description: string | null;
  real_name: string | null;
  qualification: string | null;
  status: number;
  applied_at: string;
  approve_due_at: number;
  approved_at: string | null;
}

interface WithdrawalRow {
  id: number;
  user_id: number;
  amount: string;
  bank_card_id: number;
  created_at: string;
  arrive_date: string;
  idempotency_key: string;
  request_hash: string;
}

interface TimelineRow {
  id: number;
  store_id: number;
  title: string | null;
  text: string;
  portfolio_id: number | null;
  position_adjustment_id: number | null;
  created_at: string;
}

/** Approves every application whose time has come on the sandbox clock (lazy, on each read). */
function settle(ctx: Ctx): void {
  ctx
    .q('UPDATE stores SET status = 1, approved_at = ? WHERE status = -1 AND approve_due_at <= ?')
    .run(ctx.nowIso(), ctx.now());
}

function approve(ctx: Ctx, storeId: number): void {
  ctx
    .q('UPDATE stores SET status = 1, approved_at = ? WHERE id = ? AND status = -1')
    .run(ctx.nowIso(), storeId);
}

function storeOfUser(ctx: Ctx, userId: number): StoreRow | undefined {
  settle(ctx);
  return ctx.q('SELECT * FROM stores WHERE user_id = ?').get(userId) as StoreRow | undefined;
}

/** The approved store with this id, or 404 (a pending application has no public page). */
function storeOr404(ctx: Ctx, id: number): StoreRow {
  settle(ctx);
  const s = ctx.q('SELECT * FROM stores WHERE id = ? AND status = 1').get(id) as
    StoreRow | undefined;
  if (!s) throw notFound('店铺不存在');
  return s;
}

/** The caller's approved store, or 403. */
function myStore(req: Req): StoreRow {
  const s = storeOfUser(req.ctx, uid(req));
  if (!s || s.status !== 1) throw forbidden('您还没有开通店铺');
  return s;
}

function ownedPortfolios(req: Req, s: StoreRow): S['Portfolio'][] {
  const list = req.ctx.hooks.ownedPortfolios?.(req.ctx, s.user_id, req.userId, req.origin) ?? [];
  const order = new Map(
    (
      req.ctx
        .q('SELECT portfolio_id, seq FROM store_portfolio_order WHERE store_id = ?')
        .all(s.id) as { portfolio_id: number; seq: number }[]
    ).map((r) => [r.portfolio_id, r.seq]),
  );
  // sorted ones first in the owner's order, the rest newest first (as the hook answers them)
  return list
    .map((p, i) => ({ p, k: order.get(p.id) ?? 1e6 + i }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.p);
}

function storeJson(req: Req, s: StoreRow): S['Store'] {
  const { ctx } = req;
  const u = ctx.user(s.user_id) as UserRow;
  const followers = ctx
    .q('SELECT COUNT(*) AS n FROM store_follows WHERE store_id = ?')
    .get(s.id) as { n: number };
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    avatar: null,
    user: userJson(ctx, u, req.origin),
    followers_count: followers.n,
    portfolios_count: ctx.hooks.ownedPortfolios?.(ctx, s.user_id, null, req.origin).length ?? 0,
    followed:
      req.userId !== null &&
      !!ctx
        .q('SELECT 1 FROM store_follows WHERE user_id = ? AND store_id = ?')
        .get(req.userId, s.id),
    is_owner: req.userId === s.user_id,
  };
}

function applyJson(s: StoreRow | undefined): S['StoreApply'] {
  if (!s) return { id: null, status: -1 };
  return { id: s.id, status: s.status as -1 | 1, name: s.name, created_at: s.applied_at };
}

const brief = (p: S['Portfolio']): S['PortfolioBrief'] => ({ id: p.id, name: p.name });

/** Managed assets: each holder's worth on the last accrued day of each of the owner's portfolios. */
function assetsOf(req: Req, s: StoreRow, only?: number): S['StoreAssets'] {
  const fees = req.ctx.hooks.advisoryFeesOf?.(req.ctx, s.user_id) ?? [];
  const rows = ownedPortfolios(req, s)
    .filter((p) => only === undefined || p.id === only)
    .map((p) => {
      const mine = fees.filter((f) => f.portfolio_id === p.id);
      const last = mine.reduce((d, f) => (f.date > d ? f.date : d), '');
      const on = mine.filter((f) => f.date === last && new Decimal(f.worth).gt(0));
      return {
        portfolio: brief(p),
        assets: money(on.reduce((a, f) => a.plus(f.worth), new Decimal(0))),
        customers_count: new Set(on.map((f) => f.user_id)).size,
      };
    });
  return {
    assets_total: money(rows.reduce((a, r) => a.plus(r.assets), new Decimal(0))),
    customers_count: rows.reduce((n, r) => n + r.customers_count, 0),
    portfolios: rows,
  };
}

/** Income accrued (sum of holders' daily advisory fees) and the withdrawal ledger's total. */
function incomeOf(ctx: Ctx, s: StoreRow): S['StoreIncome'] {
  const fees = ctx.hooks.advisoryFeesOf?.(ctx, s.user_id) ?? [];
  const total = fees.reduce((a, f) => a.plus(f.fare), new Decimal(0));
  const month = ctx.today().slice(0, 7);
  const monthTotal = fees
    .filter((f) => f.date.startsWith(month))
    .reduce((a, f) => a.plus(f.fare), new Decimal(0));
  const withdrawn = (
    ctx.q('SELECT amount FROM store_withdrawals WHERE user_id = ?').all(s.user_id) as {
      amount: string;
    }[]
  ).reduce((a, w) => a.plus(w.amount), new Decimal(0));
  return {
    income_total: money(total),
    income_month: money(monthTotal),
    withdrawable: money(Decimal.max(0, total.minus(withdrawn))),
    withdrawn: money(withdrawn),
  };
}

function withdrawalJson(req: Req, w: WithdrawalRow): S['Withdrawal'] {
  const { ctx } = req;
  const card = ctx.s.card.get(w.bank_card_id, w.user_id);
  return {
    id: w.id,
    amount: w.amount,
    fare: '0.00',
    // the ledger is append-only: the status is derived from the arrival date
    status: w.arrive_date <= ctx.today() ? 1 : 0,
    bank_card: card ? (cardJson(ctx, card as never, req.origin) as S['BankCard']) : undefined,
    created_at: w.created_at,
    arrive_date: w.arrive_date,
  };
}

function timelineJson(req: Req, t: TimelineRow, owner: number): S['StoreTimelineItem'] {
  const { ctx } = req;
  const likes = ctx
    .q('SELECT COUNT(*) AS n FROM store_timeline_likes WHERE item_id = ?')
    .get(t.id) as { n: number };
  const portfolios = t.portfolio_id
    ? (ctx.hooks.ownedPortfolios?.(ctx, owner, null, req.origin) ?? [])
        .filter((p) => p.id === t.portfolio_id)
        .map(brief)
    : [];
  return {
    id: t.id,
    liked:
      req.userId !== null &&
      !!ctx
        .q('SELECT 1 FROM store_timeline_likes WHERE item_id = ? AND user_id = ?')
        .get(t.id, req.userId),
    attitudes_count: likes.n,
    text: t.text,
    title: t.title,
    publish_at: t.created_at,
    portfolios,
    position_adjustment: t.position_adjustment_id
      ? (ctx.hooks.ownedAdjustment?.(ctx, owner, t.position_adjustment_id) ?? null)
      : null,
  };
}

function like(req: Req, on: boolean): S['LikeState'] {
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

function follow(req: Req, on: boolean): S['FollowState'] {
  const { ctx } = req;
  const s = storeOr404(ctx, req.params.id);
  if (on)
    ctx
      .q('INSERT OR IGNORE INTO store_follows (user_id, store_id, created_at) VALUES (?, ?, ?)')
      .run(uid(req), s.id, ctx.nowIso());
  else ctx.q('DELETE FROM store_follows WHERE user_id = ? AND store_id = ?').run(uid(req), s.id);
  return { followed: on };
}

const trimmed = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export const storeArea = defineArea({
  id: 'store',
  migrations: MIGRATIONS,
  userTables: USER_TABLES,
  provides: {
    isStoreOwner: (ctx, userId) => storeOfUser(ctx, userId)?.status === 1,
    storeOwner: (ctx, storeId) => {
      settle(ctx);
      const r = ctx.q('SELECT user_id FROM stores WHERE id = ? AND status = 1').get(storeId) as
        { user_id: number } | undefined;
      return r ? r.user_id : null;
    },
  },
  handlers: {
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
    'GET /store/assets/mine/': (req) => assetsOf(req, myStore(req)),
    'GET /store/portfolios/{id}/assets/': (req) => {
      const s = myStore(req);
      if (!ownedPortfolios(req, s).some((p) => p.id === req.params.id))
        throw notFound('组合不存在');
      return assetsOf(req, s, req.params.id);
    },
    'GET /store/income/mine/': (req) => incomeOf(req.ctx, myStore(req)),
    'GET /store/income/portfolio/': (req) => {
      const s = myStore(req);
      const byDay = new Map<string, Decimal>();
      for (const f of req.ctx.hooks.advisoryFeesOf?.(req.ctx, s.user_id) ?? []) {
        if (req.query.portfolio_id !== undefined && f.portfolio_id !== req.query.portfolio_id)
          continue;
        byDay.set(f.date, (byDay.get(f.date) ?? new Decimal(0)).plus(f.fare));
      }
      let running = new Decimal(0);
      const rows = [...byDay.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, v]) => {
          running = running.plus(v);
          return { trade_date: date, income_latest: money(v), income_total: money(running) };
        })
        .reverse();
      return paginate(rows, req.query.page ?? 1, req.query.page_size ?? 20);
    },
    'GET /store/income/withdraw/': (req) => {
      myStore(req);
      const rows = req.ctx
        .q('SELECT * FROM store_withdrawals WHERE user_id = ? ORDER BY id DESC')
        .all(uid(req)) as WithdrawalRow[];
      const page = paginate(rows, req.query.page ?? 1, req.query.page_size ?? 20);
      return { ...page, results: page.results.map((w) => withdrawalJson(req, w)) };
    },
    'POST /store/income/withdraw/': async (req) => {
      const { ctx, body } = req;
      const s = myStore(req);
      const amount = new Decimal(body.amount);
      if (amount.lte(0)) throw bad('amount', '请输入正确的金额');
      cardOf(ctx, s.user_id, body.bank_card_id);
      await checkTradePassword(ctx, s.user_id, body.password);
      const key = idempotencyKey(req);
      const hash = requestHash(body);
      // after the await: the balance check and the insert run in one synchronous transaction
      const w = ctx.db.transaction((): WithdrawalRow => {
        const prior = ctx
          .q('SELECT * FROM store_withdrawals WHERE user_id = ? AND idempotency_key = ?')
          .get(s.user_id, key) as WithdrawalRow | undefined;
        if (prior) {
          if (prior.request_hash !== hash)
            throw new HttpError(409, { idempotency_key: ['该请求标识已用于另一笔提现'] });
          return prior;
        }
        const available = new Decimal(incomeOf(ctx, s).withdrawable);
        if (amount.gt(available)) throw bad('amount', `最多可提现${money(available)}元`);
        const today = ctx.today();
        const r = ctx
          .q(
            `INSERT INTO store_withdrawals (user_id, amount, bank_card_id, created_at, arrive_date, idempotency_key, request_hash)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            s.user_id,
            money(amount),
            body.bank_card_id,
            ctx.nowIso(),
            ctx.market.calendar.next(today),
            key,
            hash,
          );
        return ctx
          .q('SELECT * FROM store_withdrawals WHERE id = ?')
          .get(r.lastInsertRowid) as WithdrawalRow;
      })();
      return withdrawalJson(req, w);
    },
    'POST /store/income/forecast/': (req) => {
      const s = myStore(req);
      const assets = new Decimal(req.body.assets);
      if (!assets.isFinite() || assets.lt(0)) throw bad('assets', '请输入正确的金额');
      const own = ownedPortfolios(req, s);
      const pick =
        req.body.portfolio_id === undefined
          ? own
          : own.filter((p) => p.id === req.body.portfolio_id);
      if (!pick.length)
        throw bad(
          'portfolio_id',
          req.body.portfolio_id === undefined ? '请先创建组合' : '只能预估本店铺的组合',
        );
      // the average annual advisory fee rate (%) of the chosen portfolios
      const rate = pick
        .reduce((a, p) => a.plus(p.manage_fare ?? 0), new Decimal(0))
        .div(pick.length);
      const year = assets.times(rate).div(100);
      return {
        assets: money(assets),
        income_month: money(year.div(12)),
        income_year: money(year),
      };
    },
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
  },
  dev: {
    /** `POST /__sandbox/store_approve { "mobile": "139…" }` approves that user's application now. */
    store_approve: (ctx, body) => {
      const mobile = String((body as { mobile?: unknown } | null)?.mobile ?? '');
      const u = ctx.q('SELECT id FROM users WHERE mobile = ?').get(mobile) as
        { id: number } | undefined;
      if (!u) throw bad('mobile', '该手机号未注册');
      const s = storeOfUser(ctx, u.id);
      if (!s) throw bad('mobile', '该用户没有开店申请');
      approve(ctx, s.id);
      return { store_id: s.id, status: 1 };
    },
  },
});
