/**
 * Replaying an order sent again with the same `Idempotency-Key` (spec 000 §7-8): the order row
 * keeps the key and a hash of the request body; the same key with another body is refused.
 */
import { createHash } from 'node:crypto';
import type { Ctx } from '../ctx';
import { HttpError } from '../http/errors';

/** SHA-256 (hex) of a request body with its keys sorted and the password left out. */
export function requestHash(body: unknown): string {
  const clean = { ...(body as Record<string, unknown>) };
  delete clean.password;
  return createHash('sha256')
    .update(JSON.stringify(clean, Object.keys(clean).sort()))
    .digest('hex');
}

/** Order tables that keep an `idempotency_key` and `request_hash` per user. */
export type KeyedTable = 'trades' | 'portfolio_trades' | 'fixed_investments' | 'store_withdrawals';

/**
 * The row of `table` created earlier by this user with this key, or null.
 * @param what the noun of the 409 message (该请求标识已用于另一笔{what})
 * @throws HttpError 409 `idempotency_key` when that row was made from a different body
 */
export function priorRow<R extends { request_hash: string | null }>(
  ctx: Ctx,
  table: KeyedTable,
  userId: number,
  key: string,
  hash: string,
  what = '交易',
): R | null {
  const row = ctx
    .q(`SELECT * FROM ${table} WHERE user_id = ? AND idempotency_key = ?`)
    .get(userId, key) as R | undefined;
  if (!row) return null;
  if (row.request_hash !== hash)
    throw new HttpError(409, { idempotency_key: [`该请求标识已用于另一笔${what}`] });
  return row;
}
