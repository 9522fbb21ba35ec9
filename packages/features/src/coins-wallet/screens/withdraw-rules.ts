import { parseDecimal } from '@jijin/core';
import { TRADE_MESSAGES } from '@jijin/core/messages';

/** Smallest withdrawal, yuan (the sandbox's rule, README "Money and rewards"). */
export const WITHDRAW_MIN = '1.00';

/**
 * The withdraw amount's message, or '' when it may be sent: blank is silent; not a number
 * 请输入正确的金额; below 1.00 最低提现1.00元; above the balance 余额不足 (spec 000 §5 money input,
 * 001 §4 wallet).
 */
export function withdrawAmountMessage(amount: string, available: string): string {
  if (amount.trim() === '') return '';
  const a = parseDecimal(amount);
  if (!a || a.lte(0)) return TRADE_MESSAGES.amountInvalid;
  if (a.lt(WITHDRAW_MIN)) return `最低提现${WITHDRAW_MIN}元`;
  const b = parseDecimal(available);
  if (!b || a.gt(b)) return TRADE_MESSAGES.balanceInsufficient;
  return '';
}
