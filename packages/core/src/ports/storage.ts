/**
 * Key-value storage a host provides (localStorage in browsers, a native store elsewhere).
 * Values are strings; callers serialize JSON themselves.
 *
 * Contract: `getItem` returns `null` for a missing key and never throws; `setItem` may throw
 * when the host's quota is exceeded (callers that cache treat that as "not cached").
 * @see README "Ports", spec 000 §9 Local storage prefix
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * An in-memory {@link KeyValueStorage}, for Node tests and hosts without storage.
 * @see README "Ports", spec 000 §9 Local storage prefix
 */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}
