import { Decimal } from '../decimal';

/**
 * Sanitize a position percent as typed: characters other than digits and one dot are
 * stripped; a value above 99 is cut to its first two characters ("100" -> "10").
 * @param raw the input's value (percent, 0-99)
 * @see spec 001 §5 Position percent input
 */
export function sanitizePercentInput(raw: string): string {
  let value = raw.replace(/[^\d.]/g, '');
  const dot = value.indexOf('.');
  if (dot >= 0) value = value.slice(0, dot + 1) + value.slice(dot + 1).replace(/\./g, '');
  if (value !== '' && value !== '.' && Number(value) > 99) value = value.slice(0, 2);
  return value;
}

/**
 * Normalize a position percent on blur: invalid, zero or negative -> "0.00", otherwise the
 * value with two decimals (half-up).
 * @param raw the input's value (percent)
 * @returns e.g. "12.50"
 * @see spec 001 §5 Position percent input
 */
export function blurPercentInput(raw: string): string {
  const text = raw.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return '0.00';
  const d = new Decimal(text);
  return d.lte(0) ? '0.00' : d.toFixed(2, Decimal.ROUND_HALF_UP);
}
