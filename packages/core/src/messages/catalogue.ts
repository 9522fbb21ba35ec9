/**
 * The one message catalogue: every user-visible message of the rules (spec 000 §4-5, §8;
 * spec 001 §4-5, §8), in Chinese. Wording is the spec's verbatim where it gives Chinese; the
 * spec's English messages are translated into natural Chinese. Templates hold `{n}`-style
 * placeholders, filled by {@link formatMessage}.
 *
 * @see spec 000 §8 Error catalogue
 * @see spec 001 §5 Validation rules
 *
 * One module per group, re-exported here: a screen that shows one group loads only that one
 * (the bundler keeps or drops whole modules per chunk).
 */
export { REQUEST_MESSAGES } from './request-messages';
export { ACCOUNT_MESSAGES, type AccountMessageKey } from './account-messages';
export { TRADE_MESSAGES, type TradeMessageKey } from './trade-messages';
export { UI_LABELS } from './ui-labels';
export { formatMessage } from './format-message';
