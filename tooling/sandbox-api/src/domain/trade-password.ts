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

/** Verifies the trade password with lock-out: 5 wrong tries lock it for 30 minutes. */
export async function checkTradePassword(ctx: Ctx, userId: number, pw: string): Promise<void> {
  const m = memoOf(ctx);
  const u = ctx.user(userId);
  if (!u.trade_password_hash) throw bad('password', '请先设置交易密码');
  const now = ctx.now();
  if (u.trade_password_locked_until > now) {
    const mins = Math.ceil((u.trade_password_locked_until - now) / 60000);
    throw new HttpError(403, {
      password: [`交易密码错误次数过多，已锁定，请${mins}分钟后再试或重置交易密码`],
    });
  }
  const mac = createHmac('sha256', m.key).update(pw).digest('hex');
  const memo = m.memo.get(userId);
  let ok: boolean;
  if (memo && memo.hash === u.trade_password_hash) ok = memo.mac === mac;
  else {
    // one scrypt per (user, candidate) at a time: concurrent requests share the verification
    const key = `${userId}:${mac}:${u.trade_password_hash}`;
    let p = m.pending.get(key);
    if (!p) {
      p = verifySecret(pw, u.trade_password_hash).finally(() => m.pending.delete(key));
      m.pending.set(key, p);
    }
    ok = await p;
    if (ok) m.memo.set(userId, { mac, hash: u.trade_password_hash });
  }
  if (ok) {
    if (u.trade_password_fails)
      ctx.q('UPDATE users SET trade_password_fails = 0 WHERE id = ?').run(userId);
    return;
  }
  const fails = u.trade_password_fails + 1;
  if (fails >= 5) {
    ctx
      .q('UPDATE users SET trade_password_fails = 0, trade_password_locked_until = ? WHERE id = ?')
      .run(now + 30 * 60000, userId);
    throw new HttpError(403, {
      password: ['交易密码错误次数过多，已锁定30分钟，请稍后再试或重置交易密码'],
    });
  }
  ctx.q('UPDATE users SET trade_password_fails = ? WHERE id = ?').run(fails, userId);
  throw bad('password', `交易密码错误，还可尝试${5 - fails}次`);
}
/** Drops the memo after the trade password changed. */
export function forgetTradePassword(ctx: Ctx, userId: number): void {
  memoOf(ctx).memo.delete(userId);
}
