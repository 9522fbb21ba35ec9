// A CommonJS module of the same service: `require` resolves @jijin/core's .cjs and .d.cts.
import core = require('@jijin/core');
import validation = require('@jijin/core/validation');

export function readLegacy(): boolean {
  const result: core.CheckResult = validation.checkMobile('13800138000');
  // The Decimal of the .cjs build: the class its money helpers return.
  const fee: core.Decimal = new core.Decimal('0.125').toDecimalPlaces(
    2,
    core.Decimal.ROUND_HALF_UP,
  );
  return (
    result.ok &&
    core.isValidMobile('13800138000') &&
    core.toDecimal('1') instanceof core.Decimal &&
    fee.toFixed(2) === '0.13'
  );
}
