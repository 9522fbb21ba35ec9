/**
 * What a non-browser transport needs from a cookie jar: store the `Set-Cookie` answers of a URL
 * and give back the `Cookie` header for the next request to a URL. tough-cookie's `CookieJar`
 * has exactly these two methods, so `new CookieJar()` from `tough-cookie` can be passed wherever
 * this type is asked for (README "Transports").
 */
export interface HttpCookieJar {
  /** Stores one `Set-Cookie` header value received from `url`; a bad one is ignored. */
  setCookieSync(setCookie: string, url: string, options?: { ignoreError?: boolean }): unknown;
  /** The `Cookie` header value (`a=1; b=2`) for a request to `url`; `''` when none. */
  getCookieStringSync(url: string): string;
}

interface StoredCookie {
  name: string;
  value: string;
  domain: string;
  hostOnly: boolean;
  path: string;
  secure: boolean;
  /** Epoch ms, or `Infinity` for a session cookie. */
  expires: number;
}

interface ParsedUrl {
  secure: boolean;
  host: string;
  path: string;
}

/** Splits an absolute http(s) URL without the `URL` global (absent in some mini-program runtimes). */
function parseUrl(url: string): ParsedUrl | null {
  const m = /^(https?):\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^/?#:]+)(?::\d+)?([^?#]*)/i.exec(url);
  if (!m) return null;
  return {
    secure: m[1]!.toLowerCase() === 'https',
    host: m[2]!.toLowerCase(),
    path: m[3] || '/',
  };
}

/** RFC 6265 §5.1.4 default path: the request path up to (not including) its last `/`. */
function defaultPath(path: string): string {
  if (!path.startsWith('/')) return '/';
  const last = path.lastIndexOf('/');
  return last <= 0 ? '/' : path.slice(0, last);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

function domainMatches(host: string, cookie: StoredCookie): boolean {
  if (cookie.hostOnly) return host === cookie.domain;
  return host === cookie.domain || host.endsWith(`.${cookie.domain}`);
}

/**
 * A small in-memory {@link HttpCookieJar} with the RFC 6265 rules an API session needs: host-only
 * and `Domain` cookies (no public-suffix list: a `Domain` must be the request host or a parent of
 * it), `Path`, `Secure`, `Max-Age` and `Expires` (an expired or `Max-Age=0` cookie deletes the
 * stored one). Neither `URL` nor any other host global is used, so it runs in Node, browsers and
 * mini-programs alike. Use tough-cookie's `CookieJar` instead when cookies of many sites are kept.
 *
 * @param now the clock in epoch ms (default `Date.now`), for expiry
 * @see README "Transports" (the cookie jar), README "CSRF"
 */
export function createHttpCookieJar(now: () => number = Date.now): HttpCookieJar {
  const cookies: StoredCookie[] = [];
  const sameSlot = (a: StoredCookie, b: StoredCookie) =>
    a.name === b.name && a.domain === b.domain && a.path === b.path;

  return {
    setCookieSync(setCookie, url) {
      const target = parseUrl(url);
      if (!target) return undefined;
      const [pair = '', ...attributes] = setCookie.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) return undefined;
      const cookie: StoredCookie = {
        name: pair.slice(0, eq).trim(),
        value: pair
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
        domain: target.host,
        hostOnly: true,
        path: defaultPath(target.path),
        secure: false,
        expires: Infinity,
      };
      let maxAge: number | undefined;
      for (const attribute of attributes) {
        const i = attribute.indexOf('=');
        const key = (i < 0 ? attribute : attribute.slice(0, i)).trim().toLowerCase();
        const value = i < 0 ? '' : attribute.slice(i + 1).trim();
        if (key === 'domain' && value) {
          const domain = value.replace(/^\./, '').toLowerCase();
          if (target.host !== domain && !target.host.endsWith(`.${domain}`)) return undefined;
          cookie.domain = domain;
          cookie.hostOnly = false;
        } else if (key === 'path') {
          cookie.path = value.startsWith('/') ? value : defaultPath(target.path);
        } else if (key === 'secure') {
          cookie.secure = true;
        } else if (key === 'max-age' && /^-?\d+$/.test(value)) {
          maxAge = Number(value);
        } else if (key === 'expires') {
          const at = Date.parse(value);
          if (!Number.isNaN(at)) cookie.expires = at;
        }
      }
      // Max-Age wins over Expires (RFC 6265 §5.3 step 3).
      if (maxAge !== undefined) cookie.expires = maxAge <= 0 ? -Infinity : now() + maxAge * 1000;
      const existing = cookies.findIndex((c) => sameSlot(c, cookie));
      if (existing >= 0) cookies.splice(existing, 1);
      if (cookie.expires > now()) cookies.push(cookie);
      return cookie;
    },
    getCookieStringSync(url) {
      const target = parseUrl(url);
      if (!target) return '';
      const t = now();
      for (let i = cookies.length - 1; i >= 0; i--)
        if (cookies[i]!.expires <= t) cookies.splice(i, 1);
      return cookies
        .filter(
          (c) =>
            domainMatches(target.host, c) &&
            pathMatches(target.path, c.path) &&
            (!c.secure || target.secure),
        )
        .sort((a, b) => b.path.length - a.path.length)
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
    },
  };
}

/** The value of cookie `name` in a `Cookie` header value (`a=1; b=2`), or `undefined`. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Splits a folded `Set-Cookie` header (several cookies joined by `, `, as some hosts report it)
 * into single values, keeping the comma inside an `Expires` date.
 */
export function splitSetCookie(header: string): string[] {
  return header
    .split(/,(?=\s*[^;,=\s]+=)/)
    .map((s) => s.trim())
    .filter(Boolean);
}
