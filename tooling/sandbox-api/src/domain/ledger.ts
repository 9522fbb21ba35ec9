/**
 * The one ledger of money, coins and coupons: every movement is an appended row with an
 * idempotency key; a balance is the sum of its rows, never a stored number that can drift.
 *
 * - `asset` is `wallet` (the rewards wallet, units are fen), `cash` (the cash account for paid
 *   services, fen), `coins` (units are coins) or `coupon` (units are coupons: +1 granted or
 *   given back, -1 spent; `coupon_id` names the coupon).
 * - Amounts are integers in the smallest unit, so sums are exact (no binary floats, no rounding).
 * - `(user_id, idempotency_key)` is unique: the same movement can never be written twice.
 * - Rows are never updated (a trigger refuses it); `/__sandbox/reset` is the only delete.
 *
 * Shared domain code (like trading.ts): the areas `coins-wallet` (wallet, coins, cash) and
 * `promotion` (coupons, rewards, games, members) both write here and never import each other. The
 * table is core migration 8 (src/db/migrations.ts), so either area works without the other.
 */
import Decimal from 'decimal.js';
import type { Ctx } from '../ctx';
import { bad } from '../http/errors';

/** What a ledger row moves. */
export type Asset = 'wallet' | 'cash' | 'coins' | 'coupon';

/** One movement to append. */
export interface Movement {
  userId: number;
  asset: Asset;
  /** Signed integer in the asset's unit (fen, coins, coupons). */
  units: number;
  /** Machine reason, e.g. `signup_reward`, `withdraw`, `coin_exchange`, `coupon_use`. */
  kind: string;
  /** The Chinese reason shown to the user, e.g. 注册奖励. */
  title: string;
  couponId?: number | null;
  /** What the movement belongs to, e.g. `trade:12`, `withdrawal:3`, `activity:1`. */
  ref?: string | null;
  /** Unique per user: the same key never moves twice. */
  key: string;
  /** ISO time of the movement (default now). */
  at?: string;
}

/** A stored ledger row. */
export interface LedgerRow {
  id: number;
  user_id: number;
  asset: Asset;
  units: number;
  kind: string;
  title: string;
  coupon_id: number | null;
  ref: string | null;
  idempotency_key: string;
  created_at: string;
}

/** Yuan (decimal string, at most 2 decimals) to fen. @throws HttpError 400 for a sub-fen amount */
export function toFen(yuan: Decimal.Value, field = 'amount'): number {
  const d = new Decimal(yuan).times(100);
  if (!d.isInteger()) throw bad(field, '金额最多两位小数');
  return d.toNumber();
}

/** Fen to a yuan string with two decimals (`-123` -> `-1.23`). */
export function fenToYuan(fen: number): string {
  return new Decimal(fen).div(100).toFixed(2);
}

/** The row written with this key, if any. */
export function movementByKey(ctx: Ctx, userId: number, key: string): LedgerRow | undefined {
  return ctx
    .q('SELECT * FROM ledger WHERE user_id = ? AND idempotency_key = ?')
    .get(userId, key) as LedgerRow | undefined;
}

/**
 * Appends a movement once: a second call with the same key writes nothing and answers the row
 * the first call wrote (`created: false`).
 */
export function appendMovement(ctx: Ctx, m: Movement): { row: LedgerRow; created: boolean } {
  if (!Number.isInteger(m.units) || m.units === 0)
    throw new Error('ledger: units must be a non-zero integer');
  const prior = movementByKey(ctx, m.userId, m.key);
  if (prior) return { row: prior, created: false };
  const info = ctx
    .q(
      'INSERT INTO ledger (user_id, asset, units, kind, title, coupon_id, ref, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      m.userId,
      m.asset,
      m.units,
      m.kind,
      m.title,
      m.couponId ?? null,
      m.ref ?? null,
      m.key,
      m.at ?? ctx.nowIso(),
    );
  return {
    row: ctx.q('SELECT * FROM ledger WHERE id = ?').get(info.lastInsertRowid) as LedgerRow,
    created: true,
  };
}

/** The sum of a user's rows of one asset (fen, coins or coupons). */
export function balanceOf(ctx: Ctx, userId: number, asset: Asset): number {
  return (
    ctx
      .q('SELECT COALESCE(SUM(units), 0) AS s FROM ledger WHERE user_id = ? AND asset = ?')
      .get(userId, asset) as { s: number }
  ).s;
}

/** How many of one coupon the user holds (1 unused, 0 spent or never granted). */
export function couponUnits(ctx: Ctx, couponId: number): number {
  return (
    ctx
      .q("SELECT COALESCE(SUM(units), 0) AS s FROM ledger WHERE asset = 'coupon' AND coupon_id = ?")
      .get(couponId) as { s: number }
  ).s;
}

/**
 * Takes `units` out of a balance, refusing when the balance would go below zero. Call inside a
 * transaction together with whatever the debit pays for.
 * @param m the movement, with `units` the positive amount taken out (written negated)
 * @param insufficient the Chinese message of the refusal, e.g. 钱包余额不足
 * @throws HttpError 400 `{ [field]: [insufficient] }` when the balance is smaller than `units`
 */
export function debit(ctx: Ctx, m: Movement, field: string, insufficient: string): LedgerRow {
  if (m.units <= 0) throw new Error('ledger: a debit takes a positive amount');
  const prior = movementByKey(ctx, m.userId, m.key);
  if (prior) return prior;
  if (balanceOf(ctx, m.userId, m.asset) < m.units) throw bad(field, insufficient);
  return appendMovement(ctx, { ...m, units: -m.units }).row;
}
