/**
 * The trading module: every order the sandbox takes — fund buy and sell, bao transfers, the
 * fund legs of portfolio orders, fixed-investment deductions — written, confirmed and undone
 * here, with direction and status codes read through core's tables (spec 001 §4-5).
 */
export * from './codes';
export * from './rules';
export * from './positions';
export * from './write';
export * from './fund-orders';
export * from './portfolio-orders';
export * from './due';
export * from './fund-switch';
export * from './dividends';
export * from './dividend-sources';
