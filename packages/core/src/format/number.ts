import { Decimal } from '../decimal';
import type { ColorToken } from '../status/table';
import { percentColor } from '../status/colors';
import { type DecimalInput, parseDecimal } from './money';

/**
 * Options of {@link formatBigNumber}.
 * @see README "Conventions" (money in yuan with 2 decimals, percents in %)
 */
export interface BigNumberOptions {
  /** Decimal places (default 2). */
  digits?: number;
  /** Text for a missing or non-numeric value (default '--'). */
  empty?: string;
}

const WAN = new Decimal(10_000);
const YI = new Decimal(100_000_000);

/**
 * Write a large number with 万 (10^4) or 亿 (10^8): below 1万 as is, then 万, then 亿.
 * Exact (decimal.js-light), half-up. A value that rounds to 10000 of a unit carries to the next
 * one, so the number before 万 or 亿 stays below 10000: 9,999.995 -> "1.00万",
 * 99,999,950 (9,999.995万) -> "1.00亿" (with 2 digits).
 * @param value a count or amount in yuan
 * @returns e.g. 1234 -> "1234.00", 12345 -> "1.23万", 123456789 -> "1.23亿"
 * @see spec 000 §9 (large numbers use 万 and 亿), 001 §9
 */
export function formatBigNumber(
  value: DecimalInput | null | undefined,
  options: BigNumberOptions = {},
): string {
  const d = parseDecimal(value ?? null);
  if (!d) return options.empty ?? '--';
  const digits = options.digits ?? 2;
  const abs = d.abs();
  /** `d / unit` rounded as shown, and whether it reached 10000 (then the next unit is used). */
  const inUnit = (unit: Decimal) => d.div(unit).toFixed(digits, Decimal.ROUND_HALF_UP);
  const carries = (text: string) => new Decimal(text).abs().gte(WAN);
  const wan = inUnit(WAN);
  if (abs.gte(YI) || carries(wan)) return `${inUnit(YI)}亿`;
  const plain = d.toFixed(digits, Decimal.ROUND_HALF_UP);
  if (abs.gte(WAN) || carries(plain)) return `${wan}万`;
  return plain;
}

/**
 * A formatted percent with its colour token.
 * @see README "Conventions" (money in yuan with 2 decimals, percents in %)
 */
export interface FormattedPercent {
  /** e.g. "+1.23%", "-0.50%", "0.00%", or '--'. */
  readonly text: string;
  /** red positive, green negative, default zero/missing. */
  readonly color: ColorToken;
}

/**
 * Format a percent value with sign and colour: positive "+" and red, negative "-" and green.
 * @param value the value in percent units (1.23 means 1.23%)
 * @param options.digits decimal places (default 2)
 * @param options.sign write "+" on positives (default true)
 * @see spec 000 §9 Percent colours, 001 §9
 */
export function formatPercent(
  value: DecimalInput | null | undefined,
  options: { digits?: number; sign?: boolean; empty?: string } = {},
): FormattedPercent {
  const d = parseDecimal(value ?? null);
  if (!d) return { text: options.empty ?? '--', color: 'default' };
  const fixed = d.toFixed(options.digits ?? 2, Decimal.ROUND_HALF_UP);
  const rounded = new Decimal(fixed);
  const plus = (options.sign ?? true) && rounded.gt(0) ? '+' : '';
  const text = `${plus}${rounded.isZero() ? fixed.replace('-', '') : fixed}%`;
  return { text, color: percentColor(rounded.toString()) };
}

/**
 * Format money in yuan with 2 decimals, optionally with thousands separators.
 * @param value yuan
 * @param options.grouping insert "," every 3 digits (default false)
 * @returns e.g. "1234.50" or "1,234.50"; `empty` ('--') for missing values
 * @see README "Conventions" (money in yuan with 2 decimals)
 */
export function formatMoney(
  value: DecimalInput | null | undefined,
  options: { grouping?: boolean; empty?: string } = {},
): string {
  const d = parseDecimal(value ?? null);
  if (!d) return options.empty ?? '--';
  const rounded = d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const fixed = rounded.isZero() ? '0.00' : rounded.toFixed(2);
  if (!options.grouping) return fixed;
  const [int, frac] = fixed.split('.') as [string, string];
  const neg = int.startsWith('-');
  const digits = neg ? int.slice(1) : int;
  return `${neg ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}.${frac}`;
}

/**
 * The cashback text with two decimals: 返现{n}元.
 * @param amount yuan
 * @see spec 001 §4 (cashback text has two decimals)
 */
export function formatCashback(amount: DecimalInput): string {
  return `返现${formatMoney(amount)}元`;
}
