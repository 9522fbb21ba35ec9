import { TRADE_MESSAGES, formatMessage } from '../messages/catalogue';
import { type DecimalInput, formatAmountForMessage, parseDecimal } from '../format/money';
import { portfolioRiskLevel } from '../status/risk';
import { type CheckResult, OK, fail } from '../validation/result';
import { parseTradeAmount, positiveLimit } from './amount';
import type { TradeBankCard } from './bank-card-input';

/**
 * Input of {@link checkPortfolioBuy}.
 * @see spec 001 §5 Portfolio buy / Portfolio sell; README "Trading"
 */
export interface PortfolioBuyInput {
  /** Amount as typed, yuan. */
  amount: string | number | null | undefined;
  portfolio: {
    allow_buy?: boolean | null;
    allow_trade?: boolean | null;
    /** 1 = subscription period: the subscription minimum/maximum apply. */
    subscription_status?: number | null;
    amount_min_buy?: DecimalInput | null;
    amount_max_buy?: DecimalInput | null;
    amount_subscribe_min?: DecimalInput | null;
    amount_subscribe_max?: DecimalInput | null;
  };
  bankCard?: TradeBankCard | null;
  /** Pay with bao (`isBao`): bank limit skipped, balance checked. */
  payWithBao?: boolean;
  baoAvailable?: DecimalInput | null;
  ignoreBankLimit?: boolean;
}

/**
 * The failure codes of {@link checkPortfolioBuy}.
 * @see spec 001 §5 Portfolio buy / Portfolio sell; README "Trading"
 */
export type PortfolioBuyCheckCode =
  | 'not-buyable'
  | 'blank'
  | 'amount-invalid'
  | 'amount-decimals'
  | 'below-min'
  | 'over-bank-limit'
  | 'above-max'
  | 'balance-insufficient';

/**
 * Check a portfolio buy. In order: 当前组合不可购买 (allow_buy and allow_trade); blank silent;
 * 金额输入不正确; 最低买入{n}元 (subscription minimum in the subscription period); the bank single
 * limit message (nonzero, not bao, unless overridden); 最多买入{n}元; bao balance -> 余额不足.
 *
 * @returns codes: not-buyable, blank, amount-invalid, amount-decimals, below-min, over-bank-limit, above-max,
 *   balance-insufficient
 * @see spec 001 §5 Portfolio buy, §4 Portfolio position gating (subscription minimum)
 */
export function checkPortfolioBuy(input: PortfolioBuyInput): CheckResult<PortfolioBuyCheckCode> {
  const p = input.portfolio;
  if (!p.allow_buy || !p.allow_trade)
    return fail('not-buyable', TRADE_MESSAGES.portfolioNotBuyable);
  const parsed = parseTradeAmount(input.amount);
  if (parsed.kind === 'blank') return fail('blank', '');
  if (parsed.kind === 'too-precise') return fail('amount-decimals', TRADE_MESSAGES.amountDecimals);
  if (parsed.kind === 'invalid')
    return fail('amount-invalid', TRADE_MESSAGES.portfolioAmountInvalid);
  const amount = parsed.value;
  const subscribing = p.subscription_status === 1;
  const min = parseDecimal((subscribing ? p.amount_subscribe_min : p.amount_min_buy) ?? null);
  if (min && amount.lt(min))
    return fail(
      'below-min',
      formatMessage(TRADE_MESSAGES.buyMin, { n: formatAmountForMessage(min) }),
    );
  const limit = positiveLimit(input.bankCard?.bank?.single_limit);
  if (limit && !input.payWithBao && !input.ignoreBankLimit && amount.gt(limit)) {
    return fail('over-bank-limit', TRADE_MESSAGES.buyOverBankLimit);
  }
  const max = positiveLimit(subscribing ? p.amount_subscribe_max : p.amount_max_buy);
  if (max && amount.gt(max))
    return fail(
      'above-max',
      formatMessage(TRADE_MESSAGES.buyMax, { n: formatAmountForMessage(max) }),
    );
  if (input.payWithBao) {
    const balance = parseDecimal(input.baoAvailable ?? null);
    if (!balance || amount.gt(balance))
      return fail('balance-insufficient', TRADE_MESSAGES.balanceInsufficient);
  }
  return OK;
}

/**
 * Input of {@link checkPortfolioSell}.
 * @see spec 001 §5 Portfolio buy / Portfolio sell; README "Trading"
 */
export interface PortfolioSellInput {
  /** Amount as typed, yuan. */
  amount: string | number | null | undefined;
  portfolio: { allow_sell?: boolean | null };
  bankCard?: TradeBankCard | null;
  /** Sellable value in yuan; defaults to `bankCard.worth_value_enable`. */
  available?: DecimalInput | null;
  /** Minimum sell in yuan (0/missing: none). */
  minimum?: DecimalInput | null;
}

/**
 * The failure codes of {@link checkPortfolioSell}.
 * @see spec 001 §5 Portfolio buy / Portfolio sell; README "Trading"
 */
export type PortfolioSellCheckCode =
  | 'not-sellable'
  | 'card-required'
  | 'blank'
  | 'amount-invalid'
  | 'amount-decimals'
  | 'above-available'
  | 'below-min';

/**
 * Check a portfolio sell (amounts in yuan). In order: 当前组合不可卖出; 银行卡不能为空; blank
 * silent; 金额输入不正确; 最多可卖出{n}元; 最少卖出{n}元 (selling all that is left is allowed).
 * @returns codes: not-sellable, card-required, blank, amount-invalid, amount-decimals,
 *   above-available, below-min
 * @see spec 001 §5 Portfolio sell
 */
export function checkPortfolioSell(input: PortfolioSellInput): CheckResult<PortfolioSellCheckCode> {
  if (!input.portfolio.allow_sell) return fail('not-sellable', TRADE_MESSAGES.portfolioNotSellable);
  if (!input.bankCard) return fail('card-required', TRADE_MESSAGES.bankCardRequired);
  const parsed = parseTradeAmount(input.amount);
  if (parsed.kind === 'blank') return fail('blank', '');
  if (parsed.kind === 'too-precise') return fail('amount-decimals', TRADE_MESSAGES.amountDecimals);
  if (parsed.kind === 'invalid')
    return fail('amount-invalid', TRADE_MESSAGES.portfolioAmountInvalid);
  const amount = parsed.value;
  const available = parseDecimal(input.available ?? input.bankCard.worth_value_enable ?? null);
  if (available && amount.gt(available)) {
    return fail(
      'above-available',
      formatMessage(TRADE_MESSAGES.portfolioSellMax, { n: formatAmountForMessage(available) }),
    );
  }
  const min = positiveLimit(input.minimum);
  if (min && amount.lt(min) && !(available && amount.eq(available))) {
    return fail(
      'below-min',
      formatMessage(TRADE_MESSAGES.portfolioSellMin, { n: formatAmountForMessage(min) }),
    );
  }
  return OK;
}

/**
 * Portfolio risk test: passes when the user's risk type is at least the portfolio's risk
 * level (portfolio codes 100/101/102 compare as 1/3/5; unknown 0 compares as the default 5).
 * @param userRisk the user's `investment_risk` (risk type 0-5)
 * @param portfolioRisk the portfolio's `investment_risk`
 * @returns code `'risk-mismatch'` when it fails
 * @see spec 001 §5 Portfolio risk test, §9 Portfolio risk
 */
export function checkPortfolioRisk(
  userRisk: number | null | undefined,
  portfolioRisk: number | null | undefined,
): CheckResult {
  return (userRisk ?? 0) >= portfolioRiskLevel(portfolioRisk)
    ? OK
    : fail('risk-mismatch', TRADE_MESSAGES.portfolioRiskMismatch);
}
