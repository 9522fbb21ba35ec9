import type { Decimal } from '../decimal';
import { type DecimalInput, parseDecimal } from '../format/money';

/** An amount as typed: blank, not a positive number, or a positive Decimal. */
export type ParsedAmount =
  | { readonly kind: 'blank' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'value'; readonly value: Decimal };

/**
 * Parse an amount or share input for a trade check. Blank (after trimming) is `blank`;
 * anything that is not a decimal greater than 0 is `invalid`.
 * @param raw the input's value, or a number
 * @see spec 001 §5 Fund buy amount (blank is silent; not a number)
 */
export function parseTradeAmount(raw: string | number | null | undefined): ParsedAmount {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === ''))
    return { kind: 'blank' };
  const value = parseDecimal(raw);
  return value && value.gt(0) ? { kind: 'value', value } : { kind: 'invalid' };
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
