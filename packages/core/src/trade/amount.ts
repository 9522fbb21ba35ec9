import type { Decimal } from '../decimal';
import { type DecimalInput, parseDecimal } from '../format/money';

/**
 * Decimals of an amount in yuan or of a number of shares in the contract (`Money`).
 * @see spec 001 §5 Validation rules; README "Trading" (the contract's `Money`)
 */
export const AMOUNT_DECIMALS = 2;

/** The contract's `Money` format: an optional `-`, digits, at most 2 decimals. */
const MONEY_PATTERN = /^-?\d+(\.\d{1,2})?$/;
/** The contract's `Money` length limit (characters). */
const MONEY_MAX_LENGTH = 20;

/**
 * An amount (yuan) or shares in the contract's `Money` format, ready to send: the input trimmed,
 * read as a decimal with at most 2 decimals and written with exactly 2 (`'10'` -> `'10.00'`,
 * `' 10.5 '` -> `'10.50'`, `12` -> `'12.00'`). Exact: a number is read from its shortest text.
 * @param raw the input's value, or a number
 * @returns the 2-decimal string, or `null` for blank, not a decimal, more than 2 decimals
 *   (`'10.001'`), exponent notation or over 20 characters — never rounded
 * @see README "Trading" (the contract's Money schema)
 */
export function normaliseAmount(raw: string | number | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'number' && !Number.isFinite(raw)) return null;
  const text = String(raw).trim();
  if (!MONEY_PATTERN.test(text) || text.length > MONEY_MAX_LENGTH) return null;
  const value = parseDecimal(text);
  return value ? value.toFixed(AMOUNT_DECIMALS) : null;
}

/**
 * An amount as typed: blank, not a positive number, a positive number with more than 2
 * decimals (`too-precise`), or a positive Decimal with its {@link normaliseAmount} text.
 * @see spec 001 §5 Validation rules; README "Trading" (the contract's `Money`)
 */
export type ParsedAmount =
  | { readonly kind: 'blank' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'too-precise' }
  | { readonly kind: 'value'; readonly value: Decimal; readonly text: string };

/**
 * Parse an amount or share input for a trade check. Blank (after trimming) is `blank`;
 * anything that is not a decimal greater than 0 is `invalid`; a positive decimal with more
 * than 2 decimals is `too-precise` (the contract's `Money` refuses it, see {@link normaliseAmount}).
 * @param raw the input's value, or a number
 * @see spec 001 §5 Fund buy amount (blank is silent; not a number)
 */
export function parseTradeAmount(raw: string | number | null | undefined): ParsedAmount {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === ''))
    return { kind: 'blank' };
  const value = parseDecimal(raw);
  if (!value || !value.gt(0)) return { kind: 'invalid' };
  const text = normaliseAmount(raw);
  return text === null ? { kind: 'too-precise' } : { kind: 'value', value, text };
}

/**
 * A limit as the API gives it, where 0, missing or non-numeric means "no limit".
 * @returns the positive limit, or null when unlimited
 * @see spec 001 §9 Bank single and day limit 0 means unlimited
 */
export function positiveLimit(limit: DecimalInput | null | undefined): Decimal | null {
  const d = parseDecimal(limit ?? null);
  return d && d.gt(0) ? d : null;
}
