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
  pending: Map<string, Promise<boolean>>;
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
 * it for 30 minutes (README: failure counting). The try is *reserved* before the asynchronous
 * hash — the lock check and the count's increment run in one synchronous SQLite transaction —
 * so requests sent in parallel each see the tries before them; the try that reaches the count
 * engages the lock at once, and later ones are refused unchecked. A right password then settles
 * its try: the count (and a lock engaged by tries reserved after it) starts again.
 * @throws HttpError 400 on `password` (not set, or wrong with the tries left), 403 when locked
 */
export async function checkTradePassword(ctx: Ctx, userId: number, pw: string): Promise<void> {
  const m = memoOf(ctx);
  const now = ctx.now();
  const reserved = ctx.db.transaction(() => {
    const u = ctx.user(userId);
    if (!u.trade_password_hash) throw bad('password', '请先设置交易密码');
    if (u.trade_password_locked_until > now)
      throw lockedFor(Math.ceil((u.trade_password_locked_until - now) / 60000));
    const fails = u.trade_password_fails + 1;
    if (fails >= TRADE_PASSWORD_MAX_FAILS)
      ctx
        .q(
          'UPDATE users SET trade_password_fails = 0, trade_password_locked_until = ? WHERE id = ?',
        )
        .run(now + TRADE_PASSWORD_LOCK_MS, userId);
    else ctx.q('UPDATE users SET trade_password_fails = ? WHERE id = ?').run(fails, userId);
    return { hash: u.trade_password_hash, fails };
  })();
  const mac = createHmac('sha256', m.key).update(pw).digest('hex');
  const memo = m.memo.get(userId);
  let ok: boolean;
  if (memo && memo.hash === reserved.hash) ok = memo.mac === mac;
  else {
    // one scrypt per (user, candidate) at a time: concurrent requests share the verification
    const key = `${userId}:${mac}:${reserved.hash}`;
    let p = m.pending.get(key);
    if (!p) {
      p = verifySecret(pw, reserved.hash).finally(() => m.pending.delete(key));
      m.pending.set(key, p);
    }
    ok = await p;
    if (ok) m.memo.set(userId, { mac, hash: reserved.hash });
  }
  if (ok) {
    // the right password was presented before any lock now standing engaged: the count restarts
    ctx
      .q('UPDATE users SET trade_password_fails = 0, trade_password_locked_until = 0 WHERE id = ?')
      .run(userId);
    return;
  }
  if (reserved.fails >= TRADE_PASSWORD_MAX_FAILS)
    throw new HttpError(403, {
      password: ['交易密码错误次数过多，已锁定30分钟，请稍后再试或重置交易密码'],
    });
  throw bad('password', `交易密码错误，还可尝试${TRADE_PASSWORD_MAX_FAILS - reserved.fails}次`);
}
/** Drops the memo after the trade password changed. */
export function forgetTradePassword(ctx: Ctx, userId: number): void {
  memoOf(ctx).memo.delete(userId);
}
