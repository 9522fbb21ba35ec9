/**
 * The coupon captcha (spec 001 §7 Promotion: getcaptcha -> checkcaptcha): four characters drawn
 * as an SVG image (data: URL), valid 5 minutes, 5 wrong tries, spent by one receipt.
 * The sandbox draws the characters as SVG text (README: a real captcha service renders noise the
 * e2e could not read; this one is readable on purpose).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { bad } from '../../http/errors';
import { uid, type ReqBase, type Req } from '../../http/registry';

type Schemas = components['schemas'];

export const CAPTCHAS_SQL = `
CREATE TABLE coupon_captchas (
  id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, code TEXT NOT NULL, created_at INTEGER NOT NULL,
  fails INTEGER NOT NULL DEFAULT 0, checked_at INTEGER, used INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
CREATE INDEX coupon_captchas_user ON coupon_captchas(user_id, created_at);
`;

/** Characters that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXY3456789';
/** Validity of a captcha, ms. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Wrong tries before a captcha is dead. */
export const CAPTCHA_MAX_FAILS = 5;

interface CaptchaRow {
  id: string;
  user_id: number;
  code: string;
  created_at: number;
  fails: number;
  checked_at: number | null;
  used: number;
}

function svgOf(code: string): string {
  const chars = [...code]
    .map((ch, i) => {
      const x = 16 + i * 26;
      const y = 28 + randomInt(-4, 5);
      const r = randomInt(-25, 26);
      return `<text x="${x}" y="${y}" transform="rotate(${r} ${x} ${y})" font-family="monospace" font-size="24" font-weight="bold" fill="#333">${ch}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 4 }, () => {
    const y1 = randomInt(5, 36);
    const y2 = randomInt(5, 36);
    return `<line x1="0" y1="${y1}" x2="120" y2="${y2}" stroke="#999" stroke-width="1"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f2f3f5"/>${noise}${chars}</svg>`;
}

/** GET /coupons/getcaptcha/ */
export function getCaptcha(req: ReqBase): Schemas['ImageCaptcha'] {
  const { ctx } = req;
  const code = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const id = randomBytes(12).toString('hex');
  ctx
    .q('INSERT INTO coupon_captchas (id, user_id, code, created_at) VALUES (?, ?, ?, ?)')
    .run(id, uid(req), code, ctx.now());
  return {
    captcha_id: id,
    image: `data:image/svg+xml;base64,${Buffer.from(svgOf(code)).toString('base64')}`,
  };
}

function live(ctx: Ctx, row: CaptchaRow | undefined): string | null {
  if (!row || row.used) return '验证码已失效，请点击图片刷新';
  if (ctx.now() - row.created_at > CAPTCHA_TTL_MS) return '验证码已过期，请点击图片刷新';
  if (row.fails >= CAPTCHA_MAX_FAILS) return '错误次数过多，请点击图片刷新';
  return null;
}

function matches(ctx: Ctx, row: CaptchaRow, answer: string): boolean {
  if (row.code === answer.trim().toUpperCase()) return true;
  ctx.q('UPDATE coupon_captchas SET fails = fails + 1 WHERE id = ?').run(row.id);
  return false;
}

/** POST /coupons/checkcaptcha/: right -> valid and remembered as checked; wrong -> a Chinese message. */
export function checkCaptcha(req: Req<'POST /coupons/checkcaptcha/'>): Schemas['CheckResult'] {
  const { ctx, body } = req;
  const row = ctx
    .q('SELECT * FROM coupon_captchas WHERE id = ? AND user_id = ?')
    .get(body.captcha_id, uid(req)) as CaptchaRow | undefined;
  const dead = live(ctx, row);
  if (dead) return { valid: false, message: dead };
  if (!matches(ctx, row!, String(body.captcha)))
    return { valid: false, message: '验证码错误，请重新输入' };
  ctx.q('UPDATE coupon_captchas SET checked_at = ? WHERE id = ?').run(ctx.now(), row!.id);
  return { valid: true, message: null };
}

/**
 * Spends a captcha for one receipt: by id and answer, or (both undefined) the user's latest
 * captcha that passed checkcaptcha.
 * @throws HttpError 400 on `captcha` when missing, wrong, expired or spent
 */
export function consumeCaptcha(
  ctx: Ctx,
  userId: number,
  id: string | undefined,
  answer: string | undefined,
): void {
  let row: CaptchaRow | undefined;
  if (id === undefined) {
    row = ctx
      .q(
        'SELECT * FROM coupon_captchas WHERE user_id = ? AND checked_at IS NOT NULL AND used = 0 ORDER BY checked_at DESC LIMIT 1',
      )
      .get(userId) as CaptchaRow | undefined;
    if (!row) throw bad('captcha', '请先输入图形验证码');
  } else {
    row = ctx.q('SELECT * FROM coupon_captchas WHERE id = ? AND user_id = ?').get(id, userId) as
      CaptchaRow | undefined;
  }
  const dead = live(ctx, row);
  if (dead) throw bad('captcha', dead);
  if (id !== undefined) {
    if (!answer) throw bad('captcha', '请输入图形验证码');
    if (!matches(ctx, row!, answer)) throw bad('captcha', '验证码错误，请重新输入');
  }
  ctx.q('UPDATE coupon_captchas SET used = 1 WHERE id = ?').run(row!.id);
}
