import { TRADE_MESSAGES } from '../messages/catalogue';
import { type CheckResult, OK, fail } from '../validation/result';

/** Position option step in percent (spec 001 §5, §9: 0-100% in 10% steps). */
export const PROPOSAL_STEP_PERCENT = 10;

function toTenths(percent: number): number {
  if (
    !Number.isInteger(percent) ||
    percent < 0 ||
    percent > 100 ||
    percent % PROPOSAL_STEP_PERCENT !== 0
  ) {
    throw new RangeError(`position percent must be 0-100 in steps of 10, got ${percent}`);
  }
  return percent / PROPOSAL_STEP_PERCENT;
}

/**
 * The options (percent) one fund can take in a proposal: 0% up to the tenths the other funds
 * leave, in 10% steps.
 * @param percents every fund's current position in percent (multiples of 10)
 * @param index the fund whose options to list (0-based)
 * @returns e.g. [0, 10, 20] when the others hold 80%
 * @throws {RangeError} for a percent that is not 0-100 in 10% steps, or an index out of range
 * @see spec 001 §5 Fund proposal (each fund's option range shrinks to remaining tenths)
 */
export function proposalOptions(percents: readonly number[], index: number): number[] {
  if (index < 0 || index >= percents.length) throw new RangeError(`index ${index} out of range`);
  const others = percents.reduce((sum, p, i) => (i === index ? sum : sum + toTenths(p)), 0);
  const remaining = Math.max(0, 10 - others);
  return Array.from({ length: remaining + 1 }, (_, i) => i * PROPOSAL_STEP_PERCENT);
}

/**
 * Check that a proposal's positions add up to 100% (10 tenths) before buying; otherwise
 * 请上调部分基金仓位，确保总占比达到100%.
 * @param percents every fund's position in percent (multiples of 10)
 * @throws {RangeError} for a percent that is not 0-100 in 10% steps
 * @see spec 001 §5 Fund proposal
 */
export function checkProposalTotal(percents: readonly number[]): CheckResult {
  const tenths = percents.reduce((sum, p) => sum + toTenths(p), 0);
  return tenths === 10 ? OK : fail('total-not-100', TRADE_MESSAGES.proposalTotal);
}
