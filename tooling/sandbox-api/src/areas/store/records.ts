/**
 * The store area's records (spec 001 §2 "Store", §3 Store apply): the table rows, the approval of
 * an application on the sandbox clock, the lookups of a store (public, the caller's) and the
 * owner's portfolios in the owner's order. README "Store".
 */
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { forbidden, notFound } from '../../http/errors';
import { uid, type ReqBase } from '../../http/registry';

type S = components['schemas'];

/** An application is approved this long after it was made, on the sandbox clock (README). */
export const APPROVE_AFTER_MS = 24 * 3600 * 1000;

/** A row of `stores`: status -1 under review, 1 approved; approve_due_at in ms on the clock. */
export interface StoreRow {
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

/** A row of the append-only `store_withdrawals` ledger (amount in yuan, 2 decimals). */
export interface WithdrawalRow {
  id: number;
  user_id: number;
  amount: string;
  bank_card_id: number;
  created_at: string;
  arrive_date: string;
  idempotency_key: string;
  request_hash: string;
}

/** A row of `store_timeline`: a post of the store, optionally tied to a portfolio / adjustment. */
export interface TimelineRow {
  id: number;
  store_id: number;
  title: string | null;
  text: string;
  portfolio_id: number | null;
  position_adjustment_id: number | null;
  created_at: string;
}

/** Approves every application whose time has come on the sandbox clock (lazy, on each read). */
export function settle(ctx: Ctx): void {
  ctx
    .q('UPDATE stores SET status = 1, approved_at = ? WHERE status = -1 AND approve_due_at <= ?')
    .run(ctx.nowIso(), ctx.now());
}

/** Approves this application now (the dev endpoint `store_approve`). */
export function approve(ctx: Ctx, storeId: number): void {
  ctx
    .q('UPDATE stores SET status = 1, approved_at = ? WHERE id = ? AND status = -1')
    .run(ctx.nowIso(), storeId);
}

/** The user's application or store, approved or not (after settling due approvals). */
export function storeOfUser(ctx: Ctx, userId: number): StoreRow | undefined {
  settle(ctx);
  return ctx.q('SELECT * FROM stores WHERE user_id = ?').get(userId) as StoreRow | undefined;
}

/** The approved store with this id, or 404 (a pending application has no public page). */
export function storeOr404(ctx: Ctx, id: number): StoreRow {
  settle(ctx);
  const s = ctx.q('SELECT * FROM stores WHERE id = ? AND status = 1').get(id) as
    StoreRow | undefined;
  if (!s) throw notFound('店铺不存在');
  return s;
}

/** The caller's approved store, or 403. */
export function myStore(req: ReqBase): StoreRow {
  const s = storeOfUser(req.ctx, uid(req));
  if (!s || s.status !== 1) throw forbidden('您还没有开通店铺');
  return s;
}

/**
 * The store's portfolios (the owner's, through the `ownedPortfolios` hook; none without it): the
 * sorted ones first in the owner's order, the rest newest first.
 */
export function ownedPortfolios(req: ReqBase, s: StoreRow): S['Portfolio'][] {
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

/** A request string trimmed; anything else is the empty string. */
export const trimmed = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
