import { ACCOUNT_MESSAGES } from '../messages/catalogue';
import { type CheckResult, OK, fail } from './result';

/**
 * Simple email: local part of letters, digits, `_ . + -`; a domain label; then one or more
 * dot segments of 2 to 3 letters or digits (spec 000 §5).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9]{2,3})+$/;

/**
 * Check an email address; message 请输入正确的邮箱地址.
 * @see spec 000 §5 Email
 */
export function checkEmail(email: string): CheckResult {
  return EMAIL_PATTERN.test(email) ? OK : fail('email-invalid', ACCOUNT_MESSAGES.emailInvalid);
}
