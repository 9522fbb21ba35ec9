import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@jijin/core/messages';
import type { Ctx } from '../../ctx';
import { bad } from '../../http/errors';
import type { SandboxArea } from '../define';

/** How long a slider proof stays valid, in ms (contract: `expires_in` 300 s). */
export const SLIDER_TOKEN_TTL_MS = 5 * 60_000;
/** A pass faster than this, in ms from the widget appearing, is refused as not made by a person. */
export const SLIDER_MIN_DURATION_MS = 300;

/**
 * Reads the built-in widget's ticket `builtin.v1.<duration_ms>.<moves>` (ui `SliderCheck`).
 * @returns the duration in ms and the count of moves, or `null` for any other shape.
 */
export function parseSliderTicket(ticket: string): { durationMs: number; moves: number } | null {
  const m = /^builtin\.v1\.(\d{1,9})\.(\d{1,6})$/.exec(ticket);
  return m ? { durationMs: Number(m[1]), moves: Number(m[2]) } : null;
}

/**
 * Consumes the slider proof sent with a captcha request (spec 000 §5): it must have been issued
 * by `POST /accounts/slider_check/` for this mobile, within 5 minutes, and not used before.
 * @throws 400 `errors.slider_token` 请先完成滑块验证 when absent, 滑块验证已失效，请重新验证 otherwise.
 */
export function useSliderToken(ctx: Ctx, mobile: string, token: string | undefined): void {
  if (!token?.trim()) throw bad('slider_token', ACCOUNT_MESSAGES.sliderRequired);
  const row = ctx
    .q('SELECT mobile, issued_at, used FROM slider_tokens WHERE token = ?')
    .get(token) as { mobile: string; issued_at: number; used: number } | undefined;
  if (!row || row.used || row.mobile !== mobile || ctx.now() - row.issued_at > SLIDER_TOKEN_TTL_MS)
    throw bad('slider_token', ACCOUNT_MESSAGES.sliderExpired);
  ctx.q('UPDATE slider_tokens SET used = 1 WHERE token = ?').run(token);
}

/** The slider check's exchange of a passed widget's ticket for a proof (spec 000 §5). */
export const sliderHandlers = {
  'POST /accounts/slider_check/': ({ ctx, body }) => {
    const mobile = String(body.mobile);
    const pass = parseSliderTicket(String(body.ticket));
    if (!pass || pass.durationMs < SLIDER_MIN_DURATION_MS)
      throw bad('ticket', ACCOUNT_MESSAGES.sliderFailed);
    const token = randomBytes(16).toString('hex');
    ctx
      .q('INSERT INTO slider_tokens (token, mobile, issued_at, used) VALUES (?, ?, ?, 0)')
      .run(token, mobile, ctx.now());
    return { slider_token: token, expires_in: SLIDER_TOKEN_TTL_MS / 1000 };
  },
} satisfies SandboxArea['handlers'];
