import { TRADE_MESSAGES, formatMessage } from '../messages/catalogue';
import { type DecimalInput, formatAmountForMessage, parseDecimal } from '../format/money';
import { type CheckResult, OK, fail } from '../validation/result';
import { parseTradeAmount } from './amount';
import type { TradeBankCard } from './bank-card-input';

/**
 * Input of {@link checkFundSell}.
 * @see spec 001 §5 Fund sell; README "Trading"
 */
export interface FundSellInput {
  /** Shares as typed (bao: yuan). */
  shares: string | number | null | undefined;
  fund: {
    allow_sell?: boolean | null;
    is_bao?: boolean | null;
    shares_min_sell?: DecimalInput | null;
  };
  /** The card the shares sit on; required. */
  bankCard?: TradeBankCard | null;
  /** Sellable shares; defaults to `bankCard.shares_enable`. */
  shares_enable?: DecimalInput | null;
  /** Minimum shares per sell; defaults to `bankCard.shares_min_sell`, then `fund.shares_min_sell`. */
  shares_min_sell?: DecimalInput | null;
}

/**
 * The failure codes of {@link checkFundSell}.
 * @see spec 001 §5 Fund sell; README "Trading"
 */
export type FundSellCheckCode =
  | 'not-sellable'
  | 'card-required'
  | 'blank'
  | 'shares-invalid'
  | 'shares-decimals'
  | 'above-available'
  | 'below-min';

/**
 * Check a fund sell. In order: not sellable -> 当前基金不可卖出; no card -> 银行卡不能为空; blank
 * -> silent; not a positive number -> 请输入正确的赎回份额; above the sellable shares ->
 * 最多可卖出{n}份; below the minimum -> 最少卖出{n}份 (selling everything that is left is always
 * allowed). Bao uses 转出 wording in yuan: 当前基金不可转出, 请输入正确的转出金额, 最多可转出{n}元,
 * 最少转出{n}元.
 *
 * @returns codes: not-sellable, card-required, blank, shares-invalid, shares-decimals, above-available, below-min
 * @see spec 001 §5 Fund sell
 */
export function checkFundSell(input: FundSellInput): CheckResult<FundSellCheckCode> {
  const bao = Boolean(input.fund.is_bao);
  if (!input.fund.allow_sell) {
    return fail(
      'not-sellable',
      bao ? TRADE_MESSAGES.fundNotTransferOut : TRADE_MESSAGES.fundNotSellable,
    );
  }
  if (!input.bankCard) return fail('card-required', TRADE_MESSAGES.bankCardRequired);
  const parsed = parseTradeAmount(input.shares);
  if (parsed.kind === 'blank') return fail('blank', '');
  if (parsed.kind === 'too-precise') return fail('shares-decimals', TRADE_MESSAGES.sharesDecimals);
  if (parsed.kind === 'invalid') {
    return fail(
      'shares-invalid',
      bao ? TRADE_MESSAGES.transferOutInvalid : TRADE_MESSAGES.sharesInvalid,
    );
  }
  const shares = parsed.value;
  const available = parseDecimal(input.shares_enable ?? input.bankCard.shares_enable ?? null);
  if (available && shares.gt(available)) {
    const t = bao ? TRADE_MESSAGES.transferOutMax : TRADE_MESSAGES.sellMaxShares;
    return fail('above-available', formatMessage(t, { n: formatAmountForMessage(available) }));
  }
  const min = parseDecimal(
    input.shares_min_sell ?? input.bankCard.shares_min_sell ?? input.fund.shares_min_sell ?? null,
  );
  const sellsAll = available !== null && shares.eq(available);
  if (min && shares.lt(min) && !sellsAll) {
    const t = bao ? TRADE_MESSAGES.transferOutMin : TRADE_MESSAGES.sellMinShares;
    return fail('below-min', formatMessage(t, { n: formatAmountForMessage(min) }));
  }
  return OK;
}
