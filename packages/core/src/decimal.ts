/**
 * The one `Decimal` of the package: decimal.js-light's class, imported here by its default
 * export (its CommonJS build has no named export at run time) and re-declared under its NAMED
 * type, so the published `.d.ts` name `Decimal` with `import { Decimal } from 'decimal.js-light'`,
 * which resolves under `node16` / `nodenext` as well as `bundler` (a default import of a
 * CommonJS declaration is a namespace there, not the class).
 */
import DecimalJsLight from 'decimal.js-light';
import type { Decimal as DecimalClass } from 'decimal.js-light';

export const Decimal: typeof DecimalClass = DecimalJsLight;
export type Decimal = DecimalClass;
