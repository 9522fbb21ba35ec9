import { ACCOUNT_MESSAGES } from '../messages/catalogue';
import { type CheckResult, OK, fail } from './result';

/** Login password length bounds in characters (spec 000 §5, §9: 6 to 16). */
export const LOGIN_PASSWORD_LENGTH = { min: 6, max: 16 } as const;

/**
 * Check a login password: 6 to 16 characters.
 * @param password as typed
 * @returns code `'password-length'` with 请输入6-16位登录密码
 * @see spec 000 §5 Login password
 */
export function checkLoginPassword(password: string): CheckResult {
  const n = [...password].length;
  return n >= LOGIN_PASSWORD_LENGTH.min && n <= LOGIN_PASSWORD_LENGTH.max
    ? OK
    : fail('password-length', ACCOUNT_MESSAGES.loginPasswordLength);
}

/**
 * Whether a password follows the recommendation "a mix of digits and characters".
 * Not enforced; screens may show `ACCOUNT_MESSAGES.loginPasswordHint` (`@jijin/core/messages`).
 * @see spec 000 §5 Login password (mix recommended)
 */
export function isMixedPassword(password: string): boolean {
  return /\d/.test(password) && /[^\d]/.test(password);
}

/**
 * Check the repeated password: at most 16 characters and equal to the first.
 * @returns code `'password-length'` or `'password-mismatch'` (两次输入的密码不一致)
 * @see spec 000 §5 Repeat password must match, max 16
 */
export function checkRepeatPassword(password: string, repeat: string): CheckResult {
  if ([...repeat].length > LOGIN_PASSWORD_LENGTH.max) {
    return fail('password-length', ACCOUNT_MESSAGES.loginPasswordLength);
  }
  return password === repeat ? OK : fail('password-mismatch', ACCOUNT_MESSAGES.passwordMismatch);
}

/** Trade password: exactly 6 digits (spec 000 §5, §9). */
export const TRADE_PASSWORD_PATTERN = /^\d{6}$/;

/**
 * Check a trade password: exactly 6 digits; message 请填写6位交易密码.
 * @see spec 000 §5 Trade password, §8 messages
 */
export function checkTradePassword(password: string): CheckResult {
  return TRADE_PASSWORD_PATTERN.test(password)
    ? OK
    : fail('trade-password-invalid', ACCOUNT_MESSAGES.tradePasswordInvalid);
}

/**
 * Whether the trade password dialog's submit button is enabled: 6 characters entered.
 * @see spec 000 §4 Trade password dialog
 */
export function canSubmitTradePassword(input: string): boolean {
  return input.length === 6;
}
