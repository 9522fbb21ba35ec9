import { ACCOUNT_MESSAGES } from '../messages/catalogue';
import { type CheckResult, OK, fail } from './result';

/** Mainland mobile: 11 digits, first 1, second 3-9 (spec 000 §5). */
export const MAINLAND_MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Foreign mobile: 8 to 11 digits (spec 000 §5). */
export const FOREIGN_MOBILE_PATTERN = /^\d{8,11}$/;

/**
 * Whether `mobile` is a valid mainland (or, with `isForeign`, foreign) mobile number.
 * @param mobile the digits as typed (no spaces, no country code)
 * @param isForeign true when the user picked a non-mainland country code (`isForeign`)
 * @see spec 000 §5 Mainland mobile / Foreign mobile
 */
export function isValidMobile(mobile: string, isForeign = false): boolean {
  return (isForeign ? FOREIGN_MOBILE_PATTERN : MAINLAND_MOBILE_PATTERN).test(mobile);
}

/**
 * Check a mobile number; failure message 请输入正确的手机号码.
 * @param mobile digits as typed
 * @param isForeign foreign number rules (8-11 digits)
 * @returns {@link CheckResult} with code `'mobile-invalid'`
 * @see spec 000 §5
 */
export function checkMobile(mobile: string, isForeign = false): CheckResult {
  return isValidMobile(mobile, isForeign)
    ? OK
    : fail('mobile-invalid', ACCOUNT_MESSAGES.mobileInvalid);
}

/**
 * What the login or signup page does after `accounts/check_mobile/` answered.
 * @see spec 000 §5 Mobile
 */
export type MobileCheckPrompt =
  | { readonly kind: 'none' }
  | { readonly kind: 'toast'; readonly message: string }
  | { readonly kind: 'confirm'; readonly message: string; readonly confirmHref: string };

/**
 * Decide the prompt after checking whether a mobile is registered.
 * On the login page an unregistered mobile asks to register directly (confirm -> signup with
 * the mobile). On the signup page a registered mobile asks to log in directly (confirm -> login
 * carrying the mobile), or shows the toast 该手机号已注册 when `toastWhenRegistered` is set.
 *
 * @param options.page `'login'` or `'signup'`
 * @param options.registered whether the server knows the mobile
 * @param options.mobile the mobile, carried into the confirm link's `mobile` query
 * @param options.toastWhenRegistered show a toast instead of the login confirm
 * @see spec 000 §5 Mobile not registered / already registered
 */
export function mobileCheckPrompt(options: {
  page: 'login' | 'signup';
  registered: boolean;
  mobile: string;
  toastWhenRegistered?: boolean;
}): MobileCheckPrompt {
  const q = `?mobile=${encodeURIComponent(options.mobile)}`;
  if (options.page === 'login') {
    return options.registered
      ? { kind: 'none' }
      : {
          kind: 'confirm',
          message: ACCOUNT_MESSAGES.mobileNotRegistered,
          confirmHref: `/accounts/signup/${q}`,
        };
  }
  if (!options.registered) return { kind: 'none' };
  if (options.toastWhenRegistered)
    return { kind: 'toast', message: ACCOUNT_MESSAGES.mobileRegistered };
  return {
    kind: 'confirm',
    message: ACCOUNT_MESSAGES.mobileRegisteredAskLogin,
    confirmHref: `/accounts/login/${q}`,
  };
}
