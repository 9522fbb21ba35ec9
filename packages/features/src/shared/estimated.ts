/** The suffix after a figure estimated (推算) from the NAV data rather than taken from an announcement. */
export const ESTIMATED_SUFFIX = '（推算）';

/**
 * {@link ESTIMATED_SUFFIX} after a figure that is estimated, '' otherwise: used by the 分红拆分
 * page (funds) and the 分红 trade row and record (account-funds).
 * @param estimated the flag, or a record carrying the contract's `is_estimated` (null: none)
 */
export function estimatedSuffix(
  estimated: boolean | { is_estimated: boolean } | null | undefined,
): string {
  const on = typeof estimated === 'boolean' ? estimated : Boolean(estimated?.is_estimated);
  return on ? ESTIMATED_SUFFIX : '';
}
