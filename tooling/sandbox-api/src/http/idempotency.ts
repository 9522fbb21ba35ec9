/**
 * Idempotency-Key, once for every operation whose contract declares the header (spec 000 §7-8):
 * the dispatcher runs requests of one user with one key one after another, answers a repeated
 * key with the first answer (a different body: 409), and keeps each answer in
 * `idempotent_replies`. The order writers claim the key inside their own transaction
 * ({@link claimIdempotencyKey}), so an order and its key commit together: a process killed
 * between the order and its answer leaves a claim without an answer, and the key is then
 * refused (409) rather than ordering twice.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Ctx } from '../ctx';
import { shIso } from '../clock';

/** SHA-256 (hex) of a request body with its keys sorted and the password left out. */
export function requestHash(body: unknown): string {
  const clean = { ...((body ?? {}) as Record<string, unknown>) };
  delete clean.password;
  return createHash('sha256')
    .update(JSON.stringify(clean, Object.keys(clean).sort()))
    .digest('hex');
}

/** The request being answered under a key. */
interface Scope {
  ctx: Ctx;
  userId: number;
  key: string;
  hash: string;
  claimed: boolean;
}

const scope = new AsyncLocalStorage<Scope>();

/** What a request is answered with: a status and its JSON body. */
export interface Reply {
  status: number;
  body: unknown;
}

interface Row {
  request_hash: string;
  status: number | null;
  body: string | null;
}

const KEY_REUSED: Reply = {
  status: 409,
  body: { errors: { idempotency_key: ['该请求标识已用于另一笔请求'] } },
};
const KEY_UNANSWERED: Reply = {
  status: 409,
  body: { errors: { idempotency_key: ['该请求标识的请求已受理，请查看交易记录'] } },
};

/** Per database: the tail of the chain of requests now running under each `user:key`. */
const running = new WeakMap<Ctx, Map<string, Promise<unknown>>>();

function stored(ctx: Ctx, userId: number, key: string, hash: string): Reply | null {
  const row = ctx
    .q(
      'SELECT request_hash, status, body FROM idempotent_replies WHERE user_id = ? AND idempotency_key = ?',
    )
    .get(userId, key) as Row | undefined;
  if (!row) return null;
  if (row.request_hash !== hash) return KEY_REUSED;
  if (row.status === null) return KEY_UNANSWERED;
  return { status: row.status, body: JSON.parse(row.body ?? 'null') };
}

/**
 * Answers `run` under an Idempotency-Key: after any request of this user with this key has
 * finished, the kept answer if there is one (409 for a different body), else `run`'s; a 2xx
 * answer is kept, an error is not (the key may be used again).
 * @param hash {@link requestHash} of the body
 */
export async function answerOnce(
  ctx: Ctx,
  userId: number,
  key: string,
  hash: string,
  run: () => Promise<Reply>,
): Promise<Reply> {
  let chains = running.get(ctx);
  if (!chains) running.set(ctx, (chains = new Map()));
  const id = `${userId}:${key}`;
  const before = chains.get(id) ?? Promise.resolve();
  const mine = before.then(async (): Promise<Reply> => {
    const prior = stored(ctx, userId, key, hash);
    if (prior) return prior;
    const s: Scope = { ctx, userId, key, hash, claimed: false };
    const reply = await scope.run(s, run);
    // an error is not kept; a claim its order committed stays (the key was used)
    if (reply.status >= 200 && reply.status < 300)
      ctx
        .q(
          `INSERT INTO idempotent_replies (user_id, idempotency_key, request_hash, status, body, created_at)
           VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id, idempotency_key) DO UPDATE SET status = excluded.status, body = excluded.body`,
        )
        .run(userId, key, hash, reply.status, JSON.stringify(reply.body ?? null), shIso(ctx.now()));
    return reply;
  });
  const tail = mine.catch(() => undefined);
  chains.set(id, tail);
  void tail.then(() => {
    if (chains.get(id) === tail) chains.delete(id);
  });
  return mine;
}

function claim(s: Scope): void {
  s.ctx
    .q(
      'INSERT OR IGNORE INTO idempotent_replies (user_id, idempotency_key, request_hash, status, body, created_at) VALUES (?, ?, ?, NULL, NULL, ?)',
    )
    .run(s.userId, s.key, s.hash, shIso(s.ctx.now()));
  s.claimed = true;
}

/**
 * Claims the current request's Idempotency-Key; an order writer calls it inside the transaction
 * that writes the order, so the two commit (or roll back) together. Outside a keyed request it
 * does nothing.
 */
export function claimIdempotencyKey(ctx: Ctx): void {
  const s = scope.getStore();
  if (s && s.ctx === ctx && !s.claimed) claim(s);
}
