/**
 * The time source core reads, so rules that depend on "now" (15:00 cutoff, fast-sell estimate,
 * risk-test expiry) are testable. `now()` returns epoch milliseconds.
 * @see README "Ports"
 */
export interface Clock {
  now(): number;
}

/**
 * The real clock: `Date.now()`.
 * @see README "Ports"
 */
export const systemClock: Clock = { now: () => Date.now() };

/**
 * A clock frozen at `epochMs` (milliseconds), for tests.
 * @see README "Ports"
 */
export function fixedClock(epochMs: number): Clock {
  return { now: () => epochMs };
}
