/** Where the app goes after login by default (spec 000 §2). */
export const DEFAULT_AFTER_LOGIN = '/accounts/mine/';

/** The login path (spec 000 §2). */
export const LOGIN_PATH = '/accounts/login/';

// Unicode spaces beyond the C0/C1 ranges that browsers strip or treat as separators.
const UNICODE_SPACES = new Set([0x1680, 0x180e, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]);

/** Whether `path` holds a control character, any whitespace or a backslash. */
function hasForbiddenChar(path: string): boolean {
  for (const ch of path) {
    const c = ch.codePointAt(0) as number;
    if (c <= 0x20 || (c >= 0x7f && c <= 0xa0) || (c >= 0x2000 && c <= 0x200f)) return true;
    if (UNICODE_SPACES.has(c) || ch === '\\') return true;
  }
  return false;
}

function isSafePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (hasForbiddenChar(path)) return false;
  try {
    const base = 'https://origin.invalid';
    const url = new URL(path, base);
    return url.origin === base;
  } catch {
    return false;
  }
}

/**
 * Validate a `next` target: only a path on our own origin passes; anything else gives
 * `fallback`. Refused: protocol-relative `//host`, absolute URLs (`https:`, `javascript:`,
 * `data:` ...), any backslash (`/\evil`), whitespace or control characters anywhere, and all of
 * these in percent-encoded form (the value is decoded repeatedly, up to 5 levels, and every
 * level must be safe, so `%2F%2Fevil`, `/%5Cevil`, `%252F%252F` are refused).
 *
 * @param next the raw `next` query value (already URL-decoded once by the query parser)
 * @param fallback where to go instead (default '/accounts/mine/')
 * @returns `next` unchanged when safe, else `fallback`
 * @see spec 000 §2 (/accounts/mine/ default after login, overridable by next)
 */
export function safeNext(
  next: string | null | undefined,
  fallback: string = DEFAULT_AFTER_LOGIN,
): string {
  if (typeof next !== 'string' || next === '') return fallback;
  let current = next;
  for (let level = 0; level < 5; level += 1) {
    if (!isSafePath(current)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return fallback;
    }
    if (decoded === current) return next;
    current = decoded;
  }
  return fallback;
}

/**
 * The login URL carrying the current path and query as `next`.
 * @param pathWithQuery the current path + query (+ hash), e.g. '/s/000001/buy/?amount=100'
 * @returns e.g. '/accounts/login/?next=%2Fs%2F000001%2Fbuy%2F%3Famount%3D100'
 * @see spec 000 §2 (/accounts/login/ takes a next parameter holding the encoded path and query)
 */
export function loginUrl(pathWithQuery: string): string {
  return `${LOGIN_PATH}?next=${encodeURIComponent(pathWithQuery)}`;
}
