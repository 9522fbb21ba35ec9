import { ACCOUNT_MESSAGES } from '../messages/catalogue';
import { type CheckResult, OK, fail } from './result';

/**
 * Fields of an identity verification or card binding form.
 * @see spec 000 §4 Identity verification, §5
 */
export interface IdentityFields {
  id_card_no?: string;
  real_name?: string;
  [key: string]: unknown;
}

/**
 * Prepare an identity verification / card binding payload: when the verification status is 1
 * (already verified) the ID card number and real name are cleared before sending.
 * @param form the form values (not mutated)
 * @param status the identity verification status from `accounts/identity_verfications/mine/`
 * @returns a new payload object
 * @see spec 000 §4 Identity verification, 001 §5 Card binding with status 1
 */
export function identityPayload<T extends IdentityFields>(
  form: T,
  status: number | null | undefined,
): T {
  return status === 1 ? { ...form, id_card_no: '', real_name: '' } : { ...form };
}

/**
 * Check that cookies are enabled (the host reports it, e.g. `navigator.cookieEnabled`).
 * @see spec 000 §5 Cookies must be enabled
 */
export function checkCookiesEnabled(enabled: boolean): CheckResult {
  return enabled ? OK : fail('cookies-disabled', ACCOUNT_MESSAGES.cookiesDisabled);
}
