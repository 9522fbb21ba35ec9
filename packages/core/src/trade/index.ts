/**
 * `@jijin/core/trade` — the trade checks of spec 001 §4-5 alone (buy, sell, fixed investment,
 * portfolios, proposals, coupons, suitability), without the API client.
 * @packageDocumentation
 */
export * from './amount';
export * from './bank-card-input';
export * from './fund-buy';
export * from './fund-sell';
export * from './fund-switch';
export * from './fixed-investment';
export * from './fixed-invest-backtest';
export * from './smart-fixed-invest';
export * from './take-profit';
export * from './portfolio';
export * from './proposal';
export * from './coupon';
export * from './suitability';
export * from './misc-rules';
// The result type its checks return and the exact decimals they take (declared in validation and
// format).
export type { CheckResult, CheckPass, CheckFailure } from '../validation/result';
export type { Decimal } from '../decimal';
export type { DecimalInput } from '../format/money';
