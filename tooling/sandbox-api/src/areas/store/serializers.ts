/**
 * The store area's answers (spec 001 §3 Store, Store apply, Store timeline item, Withdrawal): the
 * store page, the application state, a portfolio's brief, a withdrawal of the ledger and a
 * timeline item with its likes. README "Store".
 */
import type { components } from '@jijin/core';
import type { UserRow } from '../../ctx';
import { cardJson, userJson } from '../../domain/serializers';
import type { ReqBase } from '../../http/registry';
import type { StoreRow, TimelineRow, WithdrawalRow } from './records';

type S = components['schemas'];

/** The store page (`Store`): owner, follower and portfolio counts, the viewer's follow. */
export function storeJson(req: ReqBase, s: StoreRow): S['Store'] {
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

/** The application state (`StoreApply`): `{ id: null, status: -1 }` before applying. */
export function applyJson(s: StoreRow | undefined): S['StoreApply'] {
  if (!s) return { id: null, status: -1 };
  return { id: s.id, status: s.status as -1 | 1, name: s.name, created_at: s.applied_at };
}

/** A portfolio's id and name (`PortfolioBrief`). */
export const brief = (p: S['Portfolio']): S['PortfolioBrief'] => ({ id: p.id, name: p.name });

/** A withdrawal (`Withdrawal`): status 1 from its arrival date on, else 0 (derived, never written). */
export function withdrawalJson(req: ReqBase, w: WithdrawalRow): S['Withdrawal'] {
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

/** A timeline item (`StoreTimelineItem`) with its likes, the viewer's like and what it is tied to. */
export function timelineJson(req: ReqBase, t: TimelineRow, owner: number): S['StoreTimelineItem'] {
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
