import { Decimal } from '../decimal';
import type { ColorToken } from './table';

/**
 * Colour of a fund score (0-100): >= 90 red, >= 60 blue, missing grey, otherwise green.
 * @param score the score; null/undefined/'' or non-numeric counts as missing
 * @see spec 001 §9 Fund-score colours
 */
export function fundScoreColor(score: number | string | null | undefined): ColorToken {
  if (score === null || score === undefined || score === '') return 'grey';
  const n = Number(score);
  if (!Number.isFinite(n)) return 'grey';
  if (n >= 90) return 'red';
  if (n >= 60) return 'blue';
  return 'green';
}

/**
 * Colour of a signed change: positive red, negative green, zero or missing 'default'.
 * @param value a percent or amount, number or decimal string
 * @see spec 000 §9 Percent colours, 001 §9
 */
export function percentColor(value: number | string | null | undefined): ColorToken {
  if (value === null || value === undefined || value === '') return 'default';
  let d: Decimal;
  try {
    // throws on text that is not a number, and on NaN and ±Infinity (decimal.js-light is finite)
    d = new Decimal(typeof value === 'string' ? value.trim().replace(/%$/, '') : value);
  } catch {
    return 'default';
  }
  if (d.isZero()) return 'default';
  return d.isPositive() ? 'red' : 'green';
}
