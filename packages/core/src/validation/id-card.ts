import { ACCOUNT_MESSAGES } from '../messages/catalogue';
import { type CheckResult, OK, fail } from './result';

/** ID card shape: 15 digits, 18 digits, or 17 digits + X/x (spec 000 §5). */
export const ID_CARD_PATTERN = /^(\d{15}|\d{17}[\dXx])$/;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/**
 * The GB 11643-1999 check character of an 18-digit ID's first 17 digits.
 * @param first17 exactly 17 digits
 * @returns '0'-'9' or 'X'
 * @throws {RangeError} when `first17` is not 17 digits
 * @see spec 000 §5 ID card (GB 11643 check digit)
 */
export function idCardCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('idCardCheckChar needs exactly 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] as number);
  return CHECK_CHARS[sum % 11] as string;
}

/**
 * Whether `yyyymmdd` is a real calendar date from 1900-01-01 on.
 * @param yyyymmdd 8 digits
 * @see spec 000 §5 ID card (real birth date)
 */
export function isRealBirthDate(yyyymmdd: string): boolean {
  if (!/^\d{8}$/.test(yyyymmdd)) return false;
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  if (y < 1900 || m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

/**
 * The province-level codes (first two digits, GB/T 2260) an ID number may start with: the 31
 * mainland provinces, autonomous regions and municipalities (the same list as the sandbox's
 * NBS 2023 regions, checked by a sandbox test) and 81 / 82 / 83, the residence permits of Hong
 * Kong, Macao and Taiwan residents (港澳台居民居住证, GB 11643 numbering).
 * @see spec 000 §5 ID card
 */
export const ID_CARD_PROVINCE_CODES: readonly string[] = [
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '81',
  '82',
  '83',
];
const PROVINCES = new Set(ID_CARD_PROVINCE_CODES);

/**
 * Check a mainland ID card number. Shape: 15 digits, 18 digits or 17 digits + X/x, and an
 * existing province code ({@link ID_CARD_PROVINCE_CODES}) — else 请输入正确的身份证号码
 * (code `'id-card-invalid'`). The birth date must be a real date (code `'id-card-birth-date'`):
 * digits 7-14 of an 18-digit number, 19 + digits 7-12 of a 15-digit first-generation number.
 * For 18 characters the GB 11643 check digit must match (code `'id-card-checksum'`). Each
 * failure has its own message.
 *
 * @param idCard as typed, no spaces
 * @see spec 000 §5 ID card
 */
export function checkIdCard(idCard: string): CheckResult {
  if (!ID_CARD_PATTERN.test(idCard) || !PROVINCES.has(idCard.slice(0, 2))) {
    return fail('id-card-invalid', ACCOUNT_MESSAGES.idCardInvalid);
  }
  if (idCard.length === 15) {
    return isRealBirthDate(`19${idCard.slice(6, 12)}`)
      ? OK
      : fail('id-card-birth-date', ACCOUNT_MESSAGES.idCardBirthDate);
  }
  if (!isRealBirthDate(idCard.slice(6, 14))) {
    return fail('id-card-birth-date', ACCOUNT_MESSAGES.idCardBirthDate);
  }
  if (idCardCheckChar(idCard.slice(0, 17)) !== idCard.charAt(17).toUpperCase()) {
    return fail('id-card-checksum', ACCOUNT_MESSAGES.idCardChecksum);
  }
  return OK;
}
