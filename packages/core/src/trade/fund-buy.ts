import { TRADE_MESSAGES, formatMessage } from '../messages/catalogue';
import { type DecimalInput, formatAmountForMessage, parseDecimal } from '../format/money';
import { bankCardState } from '../status/bank-card';
import { type CheckResult, OK, fail } from '../validation/result';
import { parseTradeAmount, positiveLimit } from './amount';
import type { TradeBankCard } from './bank-card-input';

/** Fund fields the buy check reads (spec 001 §3 Fund / symbol). */
export interface FundBuyFund {
  allow_buy?: boolean | null;
  allow_trade?: boolean | null;
  /** 1 = subscription period: 认购 wording and `amount_subscribe_min`. */
  subscription_status?: number | null;
  /** The fund is bao: 转入 wording. */
  is_bao?: boolean | null;
  /** 3 terminated / 4 cancelled: never bought (spec 001 §3 list_status). */
  list_status?: number | null;
  /** Minimum buy in yuan. */
  amount_min_buy?: DecimalInput | null;
  /** Minimum subscription in yuan. */
  amount_subscribe_min?: DecimalInput | null;
  /** Maximum buy in yuan (0/missing: none). */
  amount_max_buy?: DecimalInput | null;
  /** Maximum subscription in yuan (0/missing: none). */
  amount_subscribe_max?: DecimalInput | null;
}

/**
 * Input of {@link checkFundBuy}.
 * @see spec 001 §5 Fund buy; README "Trading"
 */
export interface FundBuyInput {
  /** The amount as typed, in yuan. */
  amount: string | number | null | undefined;
  fund: FundBuyFund;
  /** The paying bank card; null when paying with bao. */
  bankCard?: TradeBankCard | null;
  /** Pay with the bao balance instead of a card: bank limit skipped, balance checked. */
  payWithBao?: boolean;
  /** Available bao balance in yuan (when `payWithBao`). */
  baoAvailable?: DecimalInput | null;
  /** Override flag: skip the bank single-limit check (e.g. the user chose 网银转账). */
  ignoreBankLimit?: boolean;
}

/**
 * Buy wording: 买入, 认购 in the subscription period, 转入 for bao.
 * @see spec 001 §5 Fund buy; README "Trading"
 */
export type BuyWording = 'buy' | 'subscribe' | 'transferIn';

/**
 * The buy wording of a fund: subscription period -> 认购, bao -> 转入, else 买入.
 * @see spec 001 §5 (for bao buy becomes transfer in; for subscription it becomes subscribe)
 */
export function buyWording(fund: FundBuyFund): BuyWording {
  if (fund.subscription_status === 1) return 'subscribe';
  return fund.is_bao ? 'transferIn' : 'buy';
}

const WORDS = {
  buy: {
    min: TRADE_MESSAGES.buyMin,
    max: TRADE_MESSAGES.buyMax,
    limit: TRADE_MESSAGES.buyOverBankLimit,
    not: TRADE_MESSAGES.fundNotBuyable,
  },
  subscribe: {
    min: TRADE_MESSAGES.subscribeMin,
    max: TRADE_MESSAGES.subscribeMax,
    limit: TRADE_MESSAGES.subscribeOverBankLimit,
    not: TRADE_MESSAGES.fundNotSubscribable,
  },
  transferIn: {
    min: TRADE_MESSAGES.transferInMin,
    max: TRADE_MESSAGES.transferInMax,
    limit: TRADE_MESSAGES.transferInOverBankLimit,
    not: TRADE_MESSAGES.fundNotTransferIn,
  },
} as const;

/**
 * The failure codes of {@link checkFundBuy}.
 * @see spec 001 §5 Fund buy; README "Trading"
 */
export type FundBuyCheckCode =
  | 'card-disabled'
  | 'not-buyable'
  | 'blank'
  | 'amount-invalid'
  | 'amount-decimals'
  | 'below-min'
  | 'over-bank-limit'
  | 'above-max'
  | 'balance-insufficient';

/**
 * Check a fund buy amount (yuan). In order: a card with status 0 and a note skips the check
 * (silent `'card-disabled'`; the card shows its own note); fund not buyable (allow_buy and
 * allow_trade, and not delisted: list_status 3 or 4) -> 当前基金不可买入; blank -> silent `'blank'`; not a positive number ->
 * 请输入正确的金额; below the minimum -> 最低买入{n}元 / 最低认购{n}元 / 最低转入{n}元; above the
 * card's single limit (nonzero, not a bao transfer-in, not paying with bao, unless
 * `ignoreBankLimit`) ->
 * 买入金额超过银行单笔限额，建议选择网银转账方式; above the maximum -> 最多买入{n}元 / 最多认购{n}元;
 * paying with bao above the balance -> 余额不足.
 *
 * @returns codes: card-disabled, not-buyable, blank, amount-invalid, amount-decimals, below-min, over-bank-limit,
 *   above-max, balance-insufficient
 * @see spec 001 §5 Fund buy amount
 */
export function checkFundBuy(input: FundBuyInput): CheckResult<FundBuyCheckCode> {
  const { fund } = input;
  if (input.bankCard && !input.payWithBao && bankCardState(input.bankCard).disabled)
    return fail('card-disabled', '');
  const words = WORDS[buyWording(fund)];
  const delisted = fund.list_status === 3 || fund.list_status === 4;
  if (!fund.allow_buy || !fund.allow_trade || delisted) return fail('not-buyable', words.not);
  const parsed = parseTradeAmount(input.amount);
  if (parsed.kind === 'blank') return fail('blank', '');
  if (parsed.kind === 'too-precise') return fail('amount-decimals', TRADE_MESSAGES.amountDecimals);
  if (parsed.kind === 'invalid') return fail('amount-invalid', TRADE_MESSAGES.amountInvalid);
  const amount = parsed.value;
  const subscribing = fund.subscription_status === 1;
  const min = parseDecimal((subscribing ? fund.amount_subscribe_min : fund.amount_min_buy) ?? null);
  if (min && amount.lt(min))
    return fail('below-min', formatMessage(words.min, { n: formatAmountForMessage(min) }));
  const limit = positiveLimit(input.bankCard?.bank?.single_limit);
  // spec 001 §5: the single-card limit applies "when nonzero, non-bao"
  if (limit && !fund.is_bao && !input.payWithBao && !input.ignoreBankLimit && amount.gt(limit)) {
    return fail('over-bank-limit', words.limit);
  }
  const max = positiveLimit(subscribing ? fund.amount_subscribe_max : fund.amount_max_buy);
  if (max && amount.gt(max))
    return fail('above-max', formatMessage(words.max, { n: formatAmountForMessage(max) }));
  if (input.payWithBao) {
    const balance = parseDecimal(input.baoAvailable ?? null);
    if (!balance || amount.gt(balance))
      return fail('balance-insufficient', TRADE_MESSAGES.balanceInsufficient);
  }
  return OK;
}
