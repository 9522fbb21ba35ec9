/** Pure validation helpers (spec 000 §5). */

/** Mainland mobile: 11 digits, 1 then 3-9 (spec 000 §5). */
export const isMainlandMobile = (m: string): boolean => /^1[3-9]\d{9}$/.test(m);
/** Foreign mobile: 8 to 11 digits. */
export const isForeignMobile = (m: string): boolean => /^\d{8,11}$/.test(m);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

function validDate(y: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/**
 * Resident ID number check per GB 11643-1999: 18 characters with a valid birth date and the
 * ISO 7064 MOD 11-2 check character, or the legacy 15-digit form with a valid date.
 */
export function checkIdCard(
  raw: string,
): { ok: true; birth: string; gender: 1 | 2 } | { ok: false; reason: string } {
  const id = raw.trim().toUpperCase();
  if (/^\d{15}$/.test(id)) {
    const y = 1900 + Number(id.slice(6, 8));
    const m = Number(id.slice(8, 10));
    const d = Number(id.slice(10, 12));
    if (!validDate(y, m, d)) return { ok: false, reason: '身份证号码中的出生日期不正确' };
    return {
      ok: true,
      birth: `${y}-${id.slice(8, 10)}-${id.slice(10, 12)}`,
      gender: Number(id[14]) % 2 === 1 ? 1 : 2,
    };
  }
  if (!/^\d{17}[\dX]$/.test(id)) return { ok: false, reason: '请输入正确的身份证号码' };
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  if (y < 1900 || !validDate(y, m, d)) return { ok: false, reason: '身份证号码中的出生日期不正确' };
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * ID_WEIGHTS[i]!;
  if (ID_CHECK[sum % 11] !== id[17]) return { ok: false, reason: '身份证号码校验位不正确' };
  return {
    ok: true,
    birth: `${y}-${id.slice(10, 12)}-${id.slice(12, 14)}`,
    gender: Number(id[16]) % 2 === 1 ? 1 : 2,
  };
}

/** Computes the GB 11643 check character of the first 17 digits (used by tests and fixtures). */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11]!;
}

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

/** Trade password: exactly 6 digits (spec 000 §5). */
export const isTradePassword = (p: string): boolean => /^\d{6}$/.test(p);
/** Login password: 6 to 16 characters (spec 000 §5). */
export const isLoginPassword = (p: string): boolean => p.length >= 6 && p.length <= 16;
