import { Decimal } from '../decimal';

/**
 * Exact decimal arithmetic for money (yuan) and fund shares. Money crosses the API as decimal
 * strings ("1000.00"); inputs accept `string | number` but all arithmetic is done with
 * decimal.js-light (decimal.js's author's subset: the four operations, comparison and rounding,
 * finite values only; 5.5 KB gzip against decimal.js's 12.9, on every money screen)
 * — never binary floats.
 *
 * @see README "Conventions" (money in yuan with 2 decimals)
 */

/**
 * A money or share value as the API or an input gives it: decimal string or number.
 * @see README "Conventions" (money as exact decimal strings in yuan)
 */
export type DecimalInput = string | number | Decimal;

const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Parse a money/share value strictly.
 * @param value a decimal string ("1000.00", " 12.5 ", "12."), a finite number, or a Decimal
 * @returns the Decimal, or `null` for blank, non-numeric, exponent or non-finite input
 * @see README "Conventions" (money as decimal strings)
 */
export function parseDecimal(value: DecimalInput | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Decimal) return value; // decimal.js-light holds finite values only
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  // String(): another library's decimal object (e.g. decimal.js's) is read from its text
  const text = String(value).trim();
  if (!PLAIN_NUMBER.test(text)) return null;
  return new Decimal(text);
}

/**
 * Parse a value that must be numeric.
 * @throws {TypeError} when `value` is not a plain finite decimal
 * @see README "Conventions"
 */
export function toDecimal(value: DecimalInput): Decimal {
  const parsed = parseDecimal(value);
  if (parsed === null) throw new TypeError(`not a decimal value: ${String(value)}`);
  return parsed;
}

/**
 * Round to 2 decimals (yuan, fee, shares) half-up and write as an API decimal string.
 * @param value yuan or shares
 * @returns e.g. "1000.00", "-0.50"
 * @throws {TypeError} when `value` is not numeric
 * @see spec 001 §9 (fee display rounds to 2 decimals)
 */
export function toMoneyString(value: DecimalInput): string {
  const d = toDecimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return d.isZero() ? '0.00' : d.toFixed(2);
}

/**
 * Round a fee (yuan) to 2 decimals, half-up.
 * @param fee fee in yuan
 * @returns e.g. "1.50"
 * @throws {TypeError} when `fee` is not numeric
 * @see spec 001 §9 Fee display rounds to 2 decimals
 */
export function roundFee(fee: DecimalInput): string {
  return toMoneyString(fee);
}

/**
 * Exact sum of money values in yuan, written with 2 decimals.
 * @param values yuan amounts; an empty list sums to "0.00"
 * @throws {TypeError} when any value is not numeric
 * @see README "Conventions" (exact decimal arithmetic)
 */
export function sumMoney(values: readonly DecimalInput[]): string {
  return toMoneyString(values.reduce<Decimal>((acc, v) => acc.plus(toDecimal(v)), new Decimal(0)));
}

/**
 * Total current shares of a portfolio holding, summed exactly and written to 2 decimals.
 * @param shares_list records with `shares_current` (shares); missing/invalid values count 0
 * @returns e.g. "1234.57"
 * @see spec 001 §3 Account portfolio holding (total current shares summed to 2 decimals)
 */
export function sumSharesCurrent(
  shares_list: readonly { readonly shares_current?: DecimalInput | null }[],
): string {
  const total = shares_list.reduce<Decimal>(
    (acc, r) => acc.plus(parseDecimal(r.shares_current) ?? 0),
    new Decimal(0),
  );
  return toMoneyString(total);
}

/**
 * Compare two money values exactly.
 * @returns -1 when a < b, 0 when equal, 1 when a > b
 * @throws {TypeError} when either is not numeric
 * @see spec 001 §5 (limit comparisons)
 */
export function compareMoney(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return toDecimal(a).comparedTo(toDecimal(b)) as -1 | 0 | 1;
}

/**
 * Exact a + b in yuan, 2 decimals.
 * @throws {TypeError} when either is not numeric
 * @see README "Conventions"
 */
export function addMoney(a: DecimalInput, b: DecimalInput): string {
  return toMoneyString(toDecimal(a).plus(toDecimal(b)));
}

/**
 * Exact a - b in yuan, 2 decimals.
 * @throws {TypeError} when either is not numeric
 * @see README "Conventions"
 */
export function subtractMoney(a: DecimalInput, b: DecimalInput): string {
  return toMoneyString(toDecimal(a).minus(toDecimal(b)));
}

/**
 * Write a limit or amount for a message: exact, trailing zeros dropped ("10.00" -> "10",
 * "1234.50" -> "1234.5").
 * @throws {TypeError} when `value` is not numeric
 * @see spec 001 §5 ({n} filled)
 */
export function formatAmountForMessage(value: DecimalInput): string {
  return toDecimal(value).toFixed();
}
