import { ACCOUNT_MESSAGES } from '../messages/catalogue';
import { type CheckResult, OK, fail } from './result';

/** Username length bounds in double-width units (spec 000 §5, §9: 4 to 20). */
export const USERNAME_LENGTH = { min: 4, max: 20 } as const;

/** Allowed username characters: Chinese (CJK unified), letters, digits, `_`, `-` (spec 000 §5). */
export const USERNAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9_-]+$/;

/**
 * Length in double-width units: characters above U+00FF (e.g. Chinese) count 2, others 1.
 * @see spec 000 §5 Username (double-width length units)
 */
export function doubleWidthLength(text: string): number {
  let n = 0;
  for (const ch of text) n += (ch.codePointAt(0) as number) > 0xff ? 2 : 1;
  return n;
}

/**
 * Check a username or nickname: allowed characters, then 4-20 double-width units.
 * @returns codes `'username-chars'` or `'username-length'`
 * @see spec 000 §5 Username or nickname
 */
export function checkUsername(username: string): CheckResult {
  if (!USERNAME_PATTERN.test(username))
    return fail('username-chars', ACCOUNT_MESSAGES.usernameChars);
  const n = doubleWidthLength(username);
  return n >= USERNAME_LENGTH.min && n <= USERNAME_LENGTH.max
    ? OK
    : fail('username-length', ACCOUNT_MESSAGES.usernameLength);
}
