import type { KeyValueStorage } from '../ports/storage';
import { type LocalList, LOCAL_LIST_DEFAULT_MAX, createLocalList, localKey } from './local-list';

/**
 * Storage names of the product's local lists (stored under `ls.<name>`).
 * @see spec 000 §3 Local lists, 001 §3 Other
 */
export const LOCAL_LIST_NAMES = {
  managerFollow: 'manager_follow',
  managerFollowUpdated: 'manager_follow_updated',
  managerCompare: 'manager_compare',
  diagnosis: 'diagnosis_list',
  diagnosisHistory: 'diagnosis_history',
  searchHistory: 'search_history',
} as const;

/**
 * A manager identifier.
 * @see spec 000 §3 Local lists, 001 §3 Other
 */
export type ManagerId = number | string;

/**
 * The manager follow list: ids newest first, no duplicates, with an update-status flag.
 * @see spec 000 §3 Local lists, 001 §3 Other
 */
export interface ManagerFollowList extends LocalList<ManagerId> {
  /** Whether the list changed since the flag was last cleared (e.g. to sync with the server). */
  isUpdated(): boolean;
  /** Set or clear the update-status flag. */
  setUpdated(updated: boolean): void;
}

/**
 * The manager follow list (guest-local follows of fund managers). Adding or removing sets the
 * update flag.
 * @param max maximum ids kept (default 10)
 * @see spec 000 §3 Local lists (manager follow list), 001 §3 Other
 */
export function managerFollowList(
  storage: KeyValueStorage,
  max = LOCAL_LIST_DEFAULT_MAX,
): ManagerFollowList {
  const list = createLocalList<ManagerId>(storage, LOCAL_LIST_NAMES.managerFollow, { max });
  const flagKey = localKey(LOCAL_LIST_NAMES.managerFollowUpdated);
  const setUpdated = (updated: boolean): void => {
    if (updated) storage.setItem(flagKey, '1');
    else storage.removeItem(flagKey);
  };
  return {
    ...list,
    add(id) {
      const r = list.add(id);
      setUpdated(true);
      return r;
    },
    remove(id) {
      const r = list.remove(id);
      setUpdated(true);
      return r;
    },
    isUpdated: () => storage.getItem(flagKey) === '1',
    setUpdated,
  };
}

/**
 * The manager compare list: manager ids, newest first, no duplicates.
 * @param max maximum ids kept (default 10)
 * @see spec 000 §3 Local lists (manager compare list)
 */
export function managerCompareList(
  storage: KeyValueStorage,
  max = LOCAL_LIST_DEFAULT_MAX,
): LocalList<ManagerId> {
  return createLocalList<ManagerId>(storage, LOCAL_LIST_NAMES.managerCompare, { max });
}

/**
 * A diagnosis list entry: identified by fund `code`.
 * @see spec 000 §3 Local lists, 001 §3 Other
 */
export interface DiagnosisEntry {
  code: string;
  [key: string]: unknown;
}

/**
 * The diagnosis list: entries de-duplicated by `code`, newest first, kept at the new entry plus
 * 10 older ones (11 in all).
 * @see spec 000 §3 Local lists (diagnosis list), 001 §3 Other
 */
export function diagnosisList<T extends DiagnosisEntry = DiagnosisEntry>(
  storage: KeyValueStorage,
): LocalList<T> {
  return createLocalList<T>(storage, LOCAL_LIST_NAMES.diagnosis, {
    max: LOCAL_LIST_DEFAULT_MAX + 1,
    keyOf: (e) => e.code,
  });
}

/**
 * A diagnosis history entry: identified by `source_fund_symbol`.
 * @see spec 000 §3 Local lists, 001 §3 Other
 */
export interface DiagnosisHistoryEntry {
  source_fund_symbol: string;
  [key: string]: unknown;
}

/**
 * The diagnosis history: de-duplicated by `source_fund_symbol`, newest first.
 * @param max maximum entries (default 10)
 * @see spec 000 §3 Local lists (diagnosis history)
 */
export function diagnosisHistory<T extends DiagnosisHistoryEntry = DiagnosisHistoryEntry>(
  storage: KeyValueStorage,
  max = LOCAL_LIST_DEFAULT_MAX,
): LocalList<T> {
  return createLocalList<T>(storage, LOCAL_LIST_NAMES.diagnosisHistory, {
    max,
    keyOf: (e) => e.source_fund_symbol,
  });
}

/**
 * How many search history entries are stored at most (spec silent; reads cap at 9 past 10).
 * @see spec 000 §3 Local lists, 001 §3 Other
 */
export const SEARCH_HISTORY_STORED_MAX = 20;

/**
 * The search history: strings, newest first, de-duplicated (after trimming; blanks ignored).
 * `all()` reads back 9 entries when it holds more than 10, as the spec says.
 * @see spec 000 §3 Local lists (search history)
 */
export function searchHistory(storage: KeyValueStorage): LocalList<string> {
  const list = createLocalList<string>(storage, LOCAL_LIST_NAMES.searchHistory, {
    max: SEARCH_HISTORY_STORED_MAX,
  });
  const readBack = (items: string[]): string[] =>
    items.length > LOCAL_LIST_DEFAULT_MAX ? items.slice(0, 9) : items;
  return {
    ...list,
    all: () => readBack(list.all()),
    add(q) {
      const text = q.trim();
      return readBack(text === '' ? list.all() : list.add(text));
    },
    remove: (q) => readBack(list.remove(q)),
  };
}
