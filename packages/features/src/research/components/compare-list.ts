import { createLocalList, type KeyValueStorage, type LocalList } from '@jijin/core';

/** A fund on the device's compare list. */
export interface CompareEntry {
  symbol: string;
  abbr_name: string;
}

/** The fund compare list kept on the device (newest first, no duplicates, at most 10). */
export function fundCompareList(storage: KeyValueStorage): LocalList<CompareEntry> {
  return createLocalList<CompareEntry>(storage, 'fund_compare', {
    max: 10,
    keyOf: (e) => e.symbol,
  });
}
