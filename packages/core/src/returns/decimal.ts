import { Decimal } from '../decimal';
import type { Amount } from './types';

/** Exact decimal of an amount. @throws Error for a non-numeric string */
export const dec = (v: Amount | number): Decimal => (v instanceof Decimal ? v : new Decimal(v));

/** Rounded half-up to the cent (money shown in yuan). */
export const cents = (v: Decimal): Decimal => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export const ZERO = new Decimal(0);

/** The smaller of two decimals. */
export const dmin = (a: Decimal, b: Decimal): Decimal => (a.lte(b) ? a : b);

/** The larger of two decimals. */
export const dmax = (a: Decimal, b: Decimal): Decimal => (a.gte(b) ? a : b);
