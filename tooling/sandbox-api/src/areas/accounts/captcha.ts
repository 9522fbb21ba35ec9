/**
 * SMS captchas of the accounts area (spec 000 §5): the mobile check, when a send is refused or
 * needs the slider, and using a captcha once.
 */

import type { Ctx } from '../../ctx';

import { bad } from '../../http/errors';
import { checkMobile as checkMobileRule } from '@jijin/core';
import { SMS_CAPTCHA_MAX_FAILS } from '@jijin/core/constants';
import { ACCOUNT_MESSAGES } from '@jijin/core/messages';

export const CAPTCHA_TTL_MS = 10 * 60_000;
/** Sends to one mobile within {@link SLIDER_WINDOW_MS} after which a slider check is required (000 §5). */
export const SLIDER_AFTER_SENDS = 3;
export const SLIDER_WINDOW_MS = 10 * 60_000;

/** Mainland or foreign mobile by the picked country code, with core's rule and message (spec 000 §5). */
export function checkMobile(mobile: string, codeId: number | undefined): void {
  const r = checkMobileRule(mobile, (codeId ?? 1) !== 1);
  if (!r.ok) throw bad('mobile', r.message);
}

/** The latest SMS captcha sent to a mobile. */
interface SmsCaptchaRow {
  id: number;
  code: string;
  sent_at: number;
  used: number;
  fails: number;
}

/**
 * Checks `code` against the latest captcha sent to `mobile` (README: failure counting): the
 * check and the count of wrong answers run in one synchronous step; the
 * {@link SMS_CAPTCHA_MAX_FAILS}-th wrong answer spends the captcha. Right: consumed when
 * `consume`. Returns the refusal message, or null when right.
 */
export function smsCaptchaRefusal(
  ctx: Ctx,
  mobile: string,
  code: string,
  consume: boolean,
): string | null {
  return ctx.db.transaction(() => {
    const row = ctx
      .q('SELECT * FROM captchas WHERE mobile = ? ORDER BY id DESC LIMIT 1')
      .get(mobile) as SmsCaptchaRow | undefined;
    if (!row || row.used) return '验证码错误或已失效，请重新获取';
    if (row.fails >= SMS_CAPTCHA_MAX_FAILS) return ACCOUNT_MESSAGES.captchaTooManyFails;
    if (ctx.now() - row.sent_at > CAPTCHA_TTL_MS) return '验证码已过期，请重新获取';
    if (row.code !== code) {
      ctx.q('UPDATE captchas SET fails = fails + 1 WHERE id = ?').run(row.id);
      return row.fails + 1 >= SMS_CAPTCHA_MAX_FAILS
        ? ACCOUNT_MESSAGES.captchaTooManyFails
        : '验证码错误';
    }
    if (consume) ctx.q('UPDATE captchas SET used = 1 WHERE id = ?').run(row.id);
    return null;
  })();
}

/** Verifies and consumes the latest captcha sent to `mobile` (wrong answers counted). */
export function useCaptcha(
  ctx: Ctx,
  mobile: string,
  code: string | undefined,
  field = 'captcha',
): void {
  if (!code) throw bad(field, '请输入验证码');
  const refusal = smsCaptchaRefusal(ctx, mobile, code, true);
  if (refusal) throw bad(field, refusal);
}
