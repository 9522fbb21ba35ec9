/**
 * `@jijin/core/format` — money as exact decimals, 万/亿 big numbers, percents and dates alone.
 * @packageDocumentation
 */
export { Decimal } from '../decimal';
export * from './money';
export * from './number';
export * from './date';
