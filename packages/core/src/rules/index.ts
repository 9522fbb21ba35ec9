/**
 * `@jijin/core/rules` — every rule without the API client: the input checks of
 * `@jijin/core/validation` and the trade checks of `@jijin/core/trade` (README "Spec references"
 * §5), each returning a `CheckResult` with its failure codes.
 * @packageDocumentation
 */
export * from '../validation/index';
export * from '../trade/index';
