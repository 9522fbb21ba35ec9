/** Pure validation helpers (spec 000 §5). */

import { checkIdCard as checkIdCardRule, idCardCheckChar, isValidMobile } from '@jijin/core';
import { LOGIN_PASSWORD_LENGTH, TRADE_PASSWORD_PATTERN } from '@jijin/core/validation';

/** Mainland mobile: 11 digits, 1 then 3-9 (core's rule, spec 000 §5). */
export const isMainlandMobile = (m: string): boolean => isValidMobile(m, false);
/** Foreign mobile: 8 to 11 digits (core's rule). */
export const isForeignMobile = (m: string): boolean => isValidMobile(m, true);

/**
 * Resident ID number check per GB 11643-1999 with core's rule and messages (spec 000 §5): 18
 * characters with a real birth date and the ISO 7064 MOD 11-2 check character, or the legacy
 * 15-digit form. On success, the birth date and gender (1 male, 2 female) it encodes.
 */
export function checkIdCard(
  raw: string,
): { ok: true; birth: string; gender: 1 | 2 } | { ok: false; reason: string } {
  const id = raw.trim().toUpperCase();
  const r = checkIdCardRule(id);
  if (!r.ok) return { ok: false, reason: r.message };
  if (id.length === 15) {
    // core's rule has checked the 19YYMMDD birth date already
    const y = 1900 + Number(id.slice(6, 8));
    return {
      ok: true,
      birth: `${y}-${id.slice(8, 10)}-${id.slice(10, 12)}`,
      gender: Number(id[14]) % 2 === 1 ? 1 : 2,
    };
  }
  return {
    ok: true,
    birth: `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`,
    gender: Number(id[16]) % 2 === 1 ? 1 : 2,
  };
}

/** The GB 11643 check character of the first 17 digits (core's; used by tests and fixtures). */
export const idCheckChar = idCardCheckChar;

/** Luhn (mod 10) check of a card number. */
export function luhn(no: string): boolean {
  if (!/^\d{12,19}$/.test(no)) return false;
  let sum = 0;
  for (let i = 0; i < no.length; i++) {
    let n = Number(no[no.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** Appends the Luhn check digit to a partial number. */
export function luhnComplete(partial: string): string {
  for (let d = 0; d <= 9; d++) if (luhn(partial + d)) return partial + d;
  throw new Error('unreachable');
}

/** Trade password: exactly 6 digits (core's rule, spec 000 §5). */
export const isTradePassword = (p: string): boolean => TRADE_PASSWORD_PATTERN.test(p);
/** Login password: 6 to 16 characters (core's rule, spec 000 §5). */
export const isLoginPassword = (p: string): boolean =>
  p.length >= LOGIN_PASSWORD_LENGTH.min && p.length <= LOGIN_PASSWORD_LENGTH.max;

/** Tags whose end breaks a line of text. */
const LINE_END = /<\s*br\s*\/?\s*>|<\/\s*(p|div|li|h[1-6]|blockquote|tr)\s*>/gi;
/** Elements whose content is code, never text. */
const CODE_ELEMENT =
  /<\s*(script|style|template|iframe|object|noscript)\b[\s\S]*?(<\/\s*\1\s*>|$)/gi;
/** A comment, a declaration, or a tag (opening, closing, or left open at the end). */
const MARKUP = /<!--[\s\S]*?(-->|$)|<[a-zA-Z/!?][^>]*(>|$)/g;

/**
 * User-written text as plain text (README "User text"): the one rule for every text a user writes
 * (posts and their titles, comments, store and portfolio texts, adjustment reasons, feedback).
 * Markup is removed on write — script and style elements with their content, every tag,
 * comment and declaration (a tag left open at the end too) — repeatedly, so removing one cannot
 * assemble another; `<br>` and the ends of paragraphs and list items become line breaks. What
 * remains is text, stored and served as it is (an `&lt;` stays those four characters): clients
 * render it as text, so nothing in it can run anywhere.
 * @param raw what the user sent
 * @returns the text without markup, trimmed, at most two line breaks in a row
 */
export function plainText(raw: string): string {
  let s = raw.replace(LINE_END, '\n');
  for (let i = 0; i < 20; i++) {
    const next = s.replace(CODE_ELEMENT, '').replace(MARKUP, '');
    if (next === s) break;
    s = next;
  }
  return s
    .replace(/<(?=[a-zA-Z/!?])/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
