/**
 * The trade password check every money-moving call makes (DEVELOPERS.md "the trade password on
 * every money-moving call"): 5 wrong tries lock it for 30 minutes. A verified password is
 * remembered per process as an HMAC so the next order skips the scrypt (README: performance).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Ctx } from '../ctx';
import { verifySecret } from './secrets';
import { HttpError, bad } from '../http/errors';

interface Memo {
  key: Buffer;
  /** user id -> HMAC(password) and the hash it was verified against */
  memo: Map<number, { mac: string; hash: string }>;
  /** (user, candidate HMAC, hash) -> the one verification in flight and its reserved count */
  pending: Map<string, Promise<{ ok: boolean; fails: number }>>;
}
const MEMOS = new WeakMap<Ctx, Memo>();
function memoOf(ctx: Ctx): Memo {
  let m = MEMOS.get(ctx);
  if (!m) MEMOS.set(ctx, (m = { key: randomBytes(32), memo: new Map(), pending: new Map() }));
  return m;
}

/** Wrong trade passwords before the lock (spec 000 §4 trade password). */
export const TRADE_PASSWORD_MAX_FAILS = 5;
/** How long the trade password stays locked, ms. */
export const TRADE_PASSWORD_LOCK_MS = 30 * 60_000;

const lockedFor = (mins: number) =>
  new HttpError(403, {
    password: [`交易密码错误次数过多，已锁定，请${mins}分钟后再试或重置交易密码`],
  });

/**
 * Verifies the trade password with lock-out: {@link TRADE_PASSWORD_MAX_FAILS} wrong tries lock
 * it for 30 minutes (README: failure counting). A try is *reserved* before the asynchronous
 * hash — the lock check and the count's increment run in one synchronous SQLite transaction —
 * so requests sent in parallel each see the tries before them; the try that reaches the count
 * engages the lock at once, and later ones are refused unchecked. A candidate already being
 * verified is not a new try: requests sending it at the same time share that verification and
 * its outcome (so a burst of orders with the right password never locks). A password verified
 * before is checked against the memo without a hash. A right password settles its try: the count
 * (and a lock engaged by tries reserved after it) starts again.
 * @throws HttpError 400 on `password` (not set, or wrong with the tries left), 403 when locked
 */
export async function checkTradePassword(ctx: Ctx, userId: number, pw: string): Promise<void> {
  const m = memoOf(ctx);
  const now = ctx.now();
  const mac = createHmac('sha256', m.key).update(pw).digest('hex');
  const u = ctx.user(userId);
  if (!u.trade_password_hash) throw bad('password', '请先设置交易密码');
  const hash = u.trade_password_hash;
  const key = `${userId}:${mac}:${hash}`;
  let p = m.pending.get(key);
  if (!p) {
    // no await between the lock check, the reservation and the memo check: one synchronous step
    const fails = ctx.db.transaction(() => {
      const cur = ctx.user(userId);
      if (cur.trade_password_locked_until > now)
        throw lockedFor(Math.ceil((cur.trade_password_locked_until - now) / 60000));
      const memo = m.memo.get(userId);
      if (memo && memo.hash === hash && memo.mac === mac) return 0;
      const n = cur.trade_password_fails + 1;
      if (n >= TRADE_PASSWORD_MAX_FAILS)
        ctx
          .q(
            'UPDATE users SET trade_password_fails = 0, trade_password_locked_until = ? WHERE id = ?',
          )
          .run(now + TRADE_PASSWORD_LOCK_MS, userId);
      else ctx.q('UPDATE users SET trade_password_fails = ? WHERE id = ?').run(n, userId);
      return n;
    })();
    if (fails === 0) {
      // the memo's password: right without a hash
      if (u.trade_password_fails)
        ctx.q('UPDATE users SET trade_password_fails = 0 WHERE id = ?').run(userId);
      return;
    }
    const memo = m.memo.get(userId);
    const verified = memo && memo.hash === hash ? Promise.resolve(false) : verifySecret(pw, hash);
    p = verified
      .then((ok) => {
        if (ok) {
          m.memo.set(userId, { mac, hash });
          // presented before any lock now standing engaged: the count restarts
          ctx
            .q(
              'UPDATE users SET trade_password_fails = 0, trade_password_locked_until = 0 WHERE id = ?',
            )
            .run(userId);
        }
        return { ok, fails };
      })
      .finally(() => m.pending.delete(key));
    m.pending.set(key, p);
  }
  const r = await p;
  if (r.ok) return;
  if (r.fails >= TRADE_PASSWORD_MAX_FAILS)
    throw new HttpError(403, {
      password: ['交易密码错误次数过多，已锁定30分钟，请稍后再试或重置交易密码'],
    });
  throw bad('password', `交易密码错误，还可尝试${TRADE_PASSWORD_MAX_FAILS - r.fails}次`);
}
/** Drops the memo after the trade password changed. */
export function forgetTradePassword(ctx: Ctx, userId: number): void {
  memoOf(ctx).memo.delete(userId);
}
