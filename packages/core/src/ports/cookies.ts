/** Options for writing a cookie; `expires` is in days (spec 000 §9: helper default 10 days). */
export interface CookieOptions {
  /** Lifetime in days. Default 10 (spec 000 §9). */
  expires?: number;
  path?: string;
}

/**
 * Cookie access a host provides (js-cookie over `document.cookie` in browsers).
 * Contract: `get` returns `undefined` for a missing cookie and never throws.
 * @see README "Ports", README "CSRF"
 */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

/**
 * An in-memory {@link CookieJar} for Node tests.
 * @see README "Ports", README "CSRF"
 */
export function createMemoryCookieJar(initial: Record<string, string> = {}): CookieJar {
  const map = new Map(Object.entries(initial));
  return {
    get: (name) => map.get(name),
    set: (name, value) => void map.set(name, value),
    remove: (name) => void map.delete(name),
  };
}
