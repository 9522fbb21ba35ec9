/**
 * The one `Decimal` of the package: decimal.js-light's class, imported here by its default
 * export (its CommonJS build has no named export at run time) and re-declared under its NAMED
 * type, so the published `.d.ts` name `Decimal` with `import { Decimal } from 'decimal.js-light'`,
 * which resolves under `node16` / `nodenext` as well as `bundler` (a default import of a
 * CommonJS declaration is a namespace there, not the class).
 */
import DecimalJsLight from 'decimal.js-light';
import type { Decimal as DecimalClass } from 'decimal.js-light';

/**
 * The exact decimal class of every money, NAV and share figure of this package: decimal.js-light's
 * `Decimal`, the very class (and instance) core computes with, so `toDecimal('1') instanceof
 * Decimal` holds and a consumer needs no decimal.js-light install or import of its own.
 * `new Decimal('1000.00')`, `.plus`, `.times`, `.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)`,
 * `.toFixed(2)`; a string, number or Decimal in; throws on a non-numeric string.
 * @throws Error (decimal.js-light's `[DecimalError] Invalid argument`) for a non-numeric input
 * @see README "Conventions" (money)
 */
export const Decimal: typeof DecimalClass = DecimalJsLight;
/**
 * An instance of the `Decimal` class: an exact decimal value (yuan, NAV, shares).
 * @see README "Conventions" (money)
 */
export type Decimal = DecimalClass;
