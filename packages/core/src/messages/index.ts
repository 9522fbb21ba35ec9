/**
 * `@jijin/core/messages` — the message catalogue (spec 000 §5-7, 001 §5-7): the account, trade
 * and request messages, the shared UI labels, and `formatMessage` for their `{placeholders}`.
 * @packageDocumentation
 */
export { REQUEST_MESSAGES } from './request-messages';
export { ACCOUNT_MESSAGES, TRADE_MESSAGES, UI_LABELS, formatMessage } from './catalogue';
export type { AccountMessageKey, TradeMessageKey } from './catalogue';
