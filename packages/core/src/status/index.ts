/**
 * `@jijin/core/status` — the status tables of spec 000 §4 and 001 §3-4, §9 alone (trade status,
 * risk levels, fund statuses, bank cards, button states, colours).
 * @packageDocumentation
 */
export * from './table';
export * from './risk';
export * from './trade-status';
export * from './trade-direction';
export * from './fund-status';
export * from './bank-card';
export * from './buttons';
export * from './colors';
export * from './diagnosis';
export * from './freshness';
