// A CommonJS module of the same service: `require` resolves @jijin/core's .cjs and .d.cts.
import core = require('@jijin/core');
import validation = require('@jijin/core/validation');

export function readLegacy(): boolean {
  const result: core.CheckResult = validation.checkMobile('13800138000');
  return result.ok && core.isValidMobile('13800138000');
}
