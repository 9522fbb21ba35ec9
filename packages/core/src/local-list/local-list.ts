import type { KeyValueStorage } from '../ports/storage';

import { LOCAL_HISTORY_MAX, LOCAL_STORAGE_PREFIX } from '../constants/constants';

/** Local history default maximum entries (spec 000 §3, 001 §9: 10). */
export const LOCAL_LIST_DEFAULT_MAX: number = LOCAL_HISTORY_MAX;

/**
 * The storage key of a local list: `ls.<name>`.
 * @see spec 000 §9 Local storage prefix
 */
export function localKey(name: string): string {
  return `${LOCAL_STORAGE_PREFIX}.${name}`;
}

/**
 * Options of {@link createLocalList}.
 * @see spec 000 §3 Local lists, §9 Local storage prefix
 */
export interface LocalListOptions<T> {
  /** Maximum entries kept (default 10). */
  max?: number;
  /** Identity used to de-duplicate (default: the value itself). */
  keyOf?: (item: T) => unknown;
}

/**
 * A newest-first, de-duplicated, capped list persisted in a {@link KeyValueStorage}.
 * @see spec 000 §3 Local lists, §9 Local storage prefix
 */
export interface LocalList<T> {
  /** The entries, newest first. */
  all(): T[];
  /** Put `item` first, removing any entry with the same key, then cap to `max`; returns the list. */
  add(item: T): T[];
  /** Remove entries with the same key as `key`'s item key; returns the list. */
  remove(key: unknown): T[];
  /** Whether an entry with this key is held. */
  has(key: unknown): boolean;
  /** Remove everything. */
  clear(): void;
}

function readArray<T>(storage: KeyValueStorage, key: string): T[] {
  const raw = storage.getItem(key);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/**
 * A local list over the storage port: newest first, no duplicates, at most `max` entries.
 * Corrupt stored JSON reads as an empty list. Storage quota errors from `setItem` propagate.
 *
 * @param storage the host's KeyValueStorage
 * @param name the list name; stored under `ls.<name>` as a JSON array
 * @throws {RangeError} when `max` is not a positive integer
 * @see spec 000 §3 Local lists, §9 Local storage prefix
 */
export function createLocalList<T>(
  storage: KeyValueStorage,
  name: string,
  options: LocalListOptions<T> = {},
): LocalList<T> {
  const max = options.max ?? LOCAL_LIST_DEFAULT_MAX;
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`max must be a positive integer, got ${max}`);
  const keyOf = options.keyOf ?? ((item: T) => item);
  const key = localKey(name);
  const write = (items: T[]): T[] => {
    storage.setItem(key, JSON.stringify(items));
    return items;
  };
  return {
    all: () => readArray<T>(storage, key),
    add(item) {
      const k = keyOf(item);
      return write(
        [item, ...readArray<T>(storage, key).filter((e) => keyOf(e) !== k)].slice(0, max),
      );
    },
    remove(k) {
      return write(readArray<T>(storage, key).filter((e) => keyOf(e) !== k));
    },
    has: (k) => readArray<T>(storage, key).some((e) => keyOf(e) === k),
    clear: () => storage.removeItem(key),
  };
}
