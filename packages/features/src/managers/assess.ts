import { createLocalList, toDecimal, type KeyValueStorage } from '@jijin/core';
import { subtractMoney, sumMoney } from '@jijin/core/format';
import { proposalOptions, PROPOSAL_STEP_PERCENT } from '@jijin/core/trade';

/** One assessment kept on the device (`/assess/history`): the chosen option ids and when. */
export interface AssessHistoryEntry {
  /** Comma-separated option ids, as sent to `GET /symbols/funds/managers/assess/`. */
  options: string;
  /** ISO time the result was first shown. */
  at: string;
}

/** The device's assessment history (newest first, de-duplicated by options, 10 kept). */
export function assessHistory(storage: KeyValueStorage) {
  return createLocalList<AssessHistoryEntry>(storage, 'manager_assess_history', {
    keyOf: (e) => e.options,
  });
}

/**
 * The starting positions (percent) when `count` funds are selected: 100 % spread in 10 % steps,
 * the first funds taking the leftover tenths (2 -> 50/50, 3 -> 40/30/30). Spec 001 §5 Fund
 * proposal: positions are 0-100 % in 10 % steps and add up to 100 %.
 */
export function evenPositions(count: number): number[] {
  if (count <= 0) return [];
  const tenths = 100 / PROPOSAL_STEP_PERCENT;
  const base = Math.floor(tenths / count);
  const extra = tenths - base * count;
  return Array.from(
    { length: count },
    (_, i) => (base + (i < extra ? 1 : 0)) * PROPOSAL_STEP_PERCENT,
  );
}

/** The options one selected fund may take (core's `proposalOptions`: the others' share left). */
export const positionOptions = proposalOptions;

/**
 * Splits a total amount (yuan, decimal string) by positions (percent summing to 100): each fund
 * gets total x percent / 100 cut to fen, the last one the rest, so the parts add up to the total
 * exactly. Funds at 0 % get "0.00".
 */
export function splitAmount(total: string, percents: readonly number[]): string[] {
  const t = toDecimal(total);
  const parts = percents.map((p) => t.times(p).div(100).toDecimalPlaces(2, 1).toFixed(2));
  const last = percents.reduce((idx, p, i) => (p > 0 ? i : idx), -1);
  if (last < 0) return parts;
  const others = parts.filter((_, i) => i !== last);
  parts[last] = subtractMoney(t, others.length ? sumMoney(others) : '0');
  return parts;
}
