/** The private-fund rules (spec 001 §2, §6, §7; README "Private funds"), pure so tests pin them. */
import Decimal from 'decimal.js';

/** CSRC qualified investor: financial assets of at least 3,000,000 yuan… */
export const QUALIFIED_FINANCIAL_ASSETS = new Decimal(3_000_000);
/** …or an average yearly income of at least 500,000 yuan over the last three years. */
export const QUALIFIED_AVERAGE_INCOME = new Decimal(500_000);
/** The minimum private-fund reservation amount in yuan. */
export const RESERVATION_MIN_AMOUNT = new Decimal(1_000_000);
/** The call-back times the reservation form offers. */
export const CONTACT_TIMES = ['工作日上午', '工作日下午', '工作日晚间', '周末'] as const;

function dec(v: unknown): Decimal | null {
  if (v === undefined || v === null || v === '') return null;
  try {
    const d = new Decimal(String(v));
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/** Whether declared figures meet a CSRC threshold (either one suffices). */
export function meetsQualification(financialAssets: unknown, averageIncome: unknown): boolean {
  const a = dec(financialAssets);
  const i = dec(averageIncome);
  return (
    (a !== null && a.gte(QUALIFIED_FINANCIAL_ASSETS)) ||
    (i !== null && i.gte(QUALIFIED_AVERAGE_INCOME))
  );
}

/** Field errors of a reservation request (empty when valid). */
export function reservationErrors(body: {
  amount?: unknown;
  contact_time?: unknown;
  mobile?: unknown;
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const amount = dec(body.amount);
  if (amount === null || amount.decimalPlaces() > 2) errors.amount = ['请输入正确的预约金额'];
  else if (amount.lt(RESERVATION_MIN_AMOUNT)) errors.amount = ['私募预约金额不能低于100万元'];
  if (!CONTACT_TIMES.includes(String(body.contact_time ?? '') as never))
    errors.contact_time = ['请选择方便联系的时间'];
  if (body.mobile !== undefined && body.mobile !== '' && !/^1\d{10}$/.test(String(body.mobile)))
    errors.mobile = ['请输入正确的手机号'];
  return errors;
}
