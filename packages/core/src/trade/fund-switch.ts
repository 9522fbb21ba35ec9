import { formatAmountForMessage, parseDecimal, type DecimalInput } from '../format/money';
import { type CheckResult, OK, fail } from '../validation/result';
import { parseTradeAmount } from './amount';

/**
 * Chinese messages of {@link checkFundSwitch} (designed; 基金转换 is not in the spec).
 * @see spec 001 §5 Fund switch
 */
export const SWITCH_MESSAGES = {
  sameFund: '请选择另一只基金',
  otherCompany: '只能转换为同一基金公司的基金',
  notSwitchableOut: '当前基金暂不支持转出',
  notSwitchableIn: '目标基金暂不支持转入',
  stale: '基金净值未更新，暂停转换',
  sharesInvalid: '请输入正确的转换份额',
  aboveAvailable: '最多可转换{n}份',
  belowMin: '最少转换{n}份',
} as const;

/**
 * One side of a switch, as the fund answers give it.
 * @see spec 001 §5 Fund switch
 */
export interface SwitchFund {
  symbol: string;
  /** The fund company (基金公司) id; a switch stays within one company. */
  company_id?: number | null;
  /** False when the fund takes no switch on this side (转出 for the source, 转入 for the target). */
  allow_switch?: boolean | null;
  /** True when the fund's NAV is older than the previous trading day (core `navFreshness`). */
  stale?: boolean | null;
}

/**
 * Input of {@link checkFundSwitch}.
 * @see spec 001 §5 Fund switch
 */
export interface FundSwitchInput {
  from: SwitchFund;
  to: SwitchFund | null;
  /** Shares to switch out, as typed. */
  shares: string | number | null | undefined;
  /** Shares that can be switched (份). */
  shares_enable: DecimalInput | null;
  /** Minimum shares per switch (份); switching everything left is always allowed. */
  shares_min?: DecimalInput | null;
}

/**
 * Codes of {@link checkFundSwitch}'s failures.
 * @see spec 001 §5 Fund switch
 */
export type FundSwitchFailureCode =
  | 'target-required'
  | 'same-fund'
  | 'other-company'
  | 'not-switchable-out'
  | 'not-switchable-in'
  | 'stale'
  | 'blank'
  | 'shares-invalid'
  | 'above-available'
  | 'below-min';

/**
 * Check a 基金转换 (switch `shares` of `from` into `to`, one company's funds, at the same day's
 * NAVs). In order: no target -> silent `target-required`; the same fund -> 请选择另一只基金;
 * another company -> 只能转换为同一基金公司的基金; either side closed to switching -> 当前基金暂不支持转出
 * / 目标基金暂不支持转入; either NAV stale -> 基金净值未更新，暂停转换; blank -> silent; not a
 * positive number of shares with at most 2 decimals -> 请输入正确的转换份额; above the switchable
 * shares -> 最多可转换{n}份; below the minimum -> 最少转换{n}份 (all that is left always passes).
 *
 * @returns `{ ok: true }` or a failure with one of {@link FundSwitchFailureCode}
 * @see spec 001 §5 Fund switch
 */
export function checkFundSwitch(input: FundSwitchInput): CheckResult<FundSwitchFailureCode> {
  const { from, to } = input;
  if (!to) return fail('target-required', '');
  if (to.symbol === from.symbol) return fail('same-fund', SWITCH_MESSAGES.sameFund);
  if (from.company_id == null || from.company_id !== to.company_id)
    return fail('other-company', SWITCH_MESSAGES.otherCompany);
  if (from.allow_switch === false)
    return fail('not-switchable-out', SWITCH_MESSAGES.notSwitchableOut);
  if (to.allow_switch === false) return fail('not-switchable-in', SWITCH_MESSAGES.notSwitchableIn);
  if (from.stale || to.stale) return fail('stale', SWITCH_MESSAGES.stale);
  const parsed = parseTradeAmount(input.shares);
  if (parsed.kind === 'blank') return fail('blank', '');
  if (parsed.kind !== 'value') return fail('shares-invalid', SWITCH_MESSAGES.sharesInvalid);
  const shares = parsed.value;
  const available = parseDecimal(input.shares_enable ?? null);
  if (!available || shares.gt(available))
    return fail(
      'above-available',
      SWITCH_MESSAGES.aboveAvailable.replace('{n}', formatAmountForMessage(available ?? 0)),
    );
  const min = parseDecimal(input.shares_min ?? null);
  if (min && shares.lt(min) && !shares.eq(available))
    return fail('below-min', SWITCH_MESSAGES.belowMin.replace('{n}', formatAmountForMessage(min)));
  return OK;
}
