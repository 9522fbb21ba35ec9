/**
 * Options of {@link sanitizeMoneyInput}.
 * @see spec 000 §5 Validation rules (money inputs)
 */
export interface MoneyInputOptions {
  /** Allow a leading minus sign (default false, spec 000 §5). */
  allowNegative?: boolean;
  /** Maximum decimal places (default 2: yuan). */
  decimals?: number;
}

/**
 * The allowed pattern of a money input while typing: empty, or optional `-` (when enabled),
 * digits, an optional `.` (a trailing dot is tolerated) and up to `decimals` decimal digits.
 * @see spec 000 §5 Money input, 001 §5 Money input
 */
export function moneyInputPattern(options: MoneyInputOptions = {}): RegExp {
  const decimals = options.decimals ?? 2;
  const sign = options.allowNegative ? '-?' : '';
  const frac = decimals > 0 ? `(\\.\\d{0,${decimals}})?` : '';
  return new RegExp(`^${sign}(\\d+${frac})?$`);
}

/**
 * Sanitize a money input as typed: while the value does not match the allowed pattern, its
 * last character is stripped. So a typed invalid last character is removed, and the result
 * always matches {@link moneyInputPattern}. Idempotent.
 *
 * @param raw the input's value
 * @returns the sanitized value ('' when nothing valid remains), e.g. "12.3a" -> "12.3", "12." -> "12."
 * @see spec 000 §5 Money input (digits, optional decimals, trailing dot, negative only if enabled)
 */
export function sanitizeMoneyInput(raw: string, options: MoneyInputOptions = {}): string {
  const pattern = moneyInputPattern(options);
  let value = raw;
  while (!pattern.test(value)) value = value.slice(0, -1);
  return value;
}
