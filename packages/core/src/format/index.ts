/**
 * `@jijin/core/format` — money as exact decimals, 万/亿 big numbers, percents and dates alone.
 * @packageDocumentation
 */
export { Decimal } from '../decimal';
export * from './money';
export * from './number';
export * from './date';
// The colour token its percent formatting returns (declared with the status tables).
export type { ColorToken } from '../status/table';
