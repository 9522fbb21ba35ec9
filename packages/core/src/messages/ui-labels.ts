/**
 * Button labels and state notes computed by the rules (status tables keep their own labels as
 * data). Chinese wording is the spec's verbatim where it gives it.
 * @see spec 000 §4, spec 001 §4
 */
export const UI_LABELS = {
  notSold: '未代销',
  comingSoon: '即将开售',
  subscribe: '认购',
  buy: '买入',
  transferIn: '转入',
  suspendBuy: '暂停买入',
  suspendTransferIn: '暂停转入',
  sell: '卖出',
  transferOut: '转出',
  suspendSell: '暂停卖出',
  suspendTransferOut: '暂停转出',
  suspendTrade: '暂停交易',
  /** The tag of content the backend flags `is_example` (authored for a demonstration, not a real offer). */
  example: '示例',
  /** The tag of fees the backend flags `is_example` (from templates, not the fund's own terms). */
  exampleFees: '示例费率',
  unfollow: '删自选',
  follow: '加自选',
  /** Bank card disabled, default note (000 §4, 001 §4). */
  bankCardUpgrading: '该银行卡系统升级',
  /** allow_transfer with status 3 (000 §4, 001 §4). */
  bankCardChanging: '份额换卡中',
  /** Trade status 0 of a bao buy (001 §4). */
  pendingPayment: '待支付',
  /** Trade status 0 of other buys, fixed investments and subscriptions (001 §4). */
  entrustSucceeded: '委托成功',
  /** Trade status 0 otherwise (001 §4). */
  confirming: '确认中',
} as const;
