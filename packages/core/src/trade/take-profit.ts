import { toDecimal } from '../format/money';
import { type CheckResult, OK, fail } from '../validation/result';

/**
 * The messages of {@link checkTakeProfitTarget}.
 * @see spec 001 §7 Fund trading (fixed investment; the smart strategies are designed)
 */
export const TAKE_PROFIT_MESSAGES = {
  invalid: '请输入目标收益率，最多两位小数',
  outOfRange: '目标收益率应在0.01%至500%之间',
} as const;

/**
 * The failure codes of {@link checkTakeProfitTarget}.
 * @see spec 001 §7 Fund trading (fixed investment; the smart strategies are designed)
 */
export type TakeProfitCheckCode = 'target-invalid' | 'target-out-of-range';

/**
 * The highest target of a 目标止盈 plan, in %.
 * @see spec 001 §7 Fund trading (fixed investment; the smart strategies are designed)
 */
export const TAKE_PROFIT_MAX_PERCENT = 500;

const TARGET_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * Check the target holding return of a 目标止盈定投 plan (designed: smart 定投, not in the spec).
 * The target is a percentage (15 = 15 %), typed by the investor or sent as a JSON number.
 * In order: not plain digits with at most two decimals (blank, a sign, an exponent, three
 * decimals) -> 请输入目标收益率，最多两位小数 (`'target-invalid'`); not above 0 and at most 500 ->
 * 目标收益率应在0.01%至500%之间 (`'target-out-of-range'`). Compared as exact decimals.
 *
 * @param percent the target in %, e.g. `"15"`, `"12.5"` or `12.5`
 * @returns codes: target-invalid, target-out-of-range
 * @see spec 001 §7 Fund trading (fixed investment; the smart strategies are designed)
 */
export function checkTakeProfitTarget(
  percent: string | number | null | undefined,
): CheckResult<TakeProfitCheckCode> {
  const text = percent === null || percent === undefined ? '' : String(percent).trim();
  if (!TARGET_PATTERN.test(text)) return fail('target-invalid', TAKE_PROFIT_MESSAGES.invalid);
  const value = toDecimal(text);
  if (value.lte(0) || value.gt(TAKE_PROFIT_MAX_PERCENT))
    return fail('target-out-of-range', TAKE_PROFIT_MESSAGES.outOfRange);
  return OK;
}
