import { COOKIE_EXPIRY_DAYS } from '../constants/constants';
import type { CookieJar } from '../ports/cookies';
import { safeNext } from './safe-next';

/**
 * Cookie names of the remembered origins (spec 000 §2, 001 §2 Back navigation).
 * Each remembers where to return after a flow; each defaults to '/'.
 */
export const ORIGIN_COOKIES = {
  /** Buy/sell flow origin. */
  buySell: 'buy_sell_origin',
  /** Trade detail origin. */
  tradeDetail: 'trade_detail_origin',
  /** Fund detail origin. */
  fundDetail: 'fund_detail_origin',
  /** Portfolio origin. */
  portfolio: 'portfolio_origin',
  /** Risk test origin. */
  riskTest: 'risk_test_origin',
} as const;

/**
 * One of the remembered origins.
 * @see spec 000 §2 Remembered origin URLs
 */
export type OriginKind = keyof typeof ORIGIN_COOKIES;

/** Cookie helper default expiry in days (spec 000 §9: 10). */
export const COOKIE_DEFAULT_EXPIRY_DAYS: number = COOKIE_EXPIRY_DAYS;

/** Cookie flag set when a buy or sell success jumps to trade detail (spec 001 §2). */
export const TRADE_DETAIL_JUMP_COOKIE = 'trade_detail_jump';

/**
 * Remember an origin URL in its cookie (only same-origin paths; others are not stored).
 * @param jar the host's CookieJar
 * @param kind which origin
 * @param path the path + query to come back to
 * @param expiresDays lifetime in days (default 10)
 * @returns whether it was stored
 * @see spec 000 §2 Remembered origin URLs, §9 cookie default expiry 10 days
 */
export function rememberOrigin(
  jar: CookieJar,
  kind: OriginKind,
  path: string,
  expiresDays = COOKIE_DEFAULT_EXPIRY_DAYS,
): boolean {
  if (safeNext(path, '') === '') return false;
  jar.set(ORIGIN_COOKIES[kind], path, { expires: expiresDays, path: '/' });
  return true;
}

/**
 * Read a remembered origin; '/' when none or when the cookie holds anything off our origin.
 * @see spec 000 §2 (each defaults to /)
 */
export function readOrigin(jar: CookieJar, kind: OriginKind): string {
  return safeNext(jar.get(ORIGIN_COOKIES[kind]), '/');
}

/**
 * Forget a remembered origin.
 * @see spec 000 §2 Remembered origin URLs
 */
export function clearOrigin(jar: CookieJar, kind: OriginKind): void {
  jar.remove(ORIGIN_COOKIES[kind]);
}

/**
 * Set the flag that a buy or sell success jumped to trade detail.
 * @see spec 001 §2 Back navigation
 */
export function markTradeDetailJump(jar: CookieJar): void {
  jar.set(TRADE_DETAIL_JUMP_COOKIE, '1', { expires: COOKIE_DEFAULT_EXPIRY_DAYS, path: '/' });
}

/**
 * Whether a buy or sell success jumped to trade detail, without clearing the flag.
 * @returns whether the flag is set
 * @see spec 001 §2 Back navigation
 */
export function hasTradeDetailJump(jar: CookieJar): boolean {
  return jar.get(TRADE_DETAIL_JUMP_COOKIE) === '1';
}

/**
 * Read and clear the trade-detail jump flag. A screen reads it with {@link hasTradeDetailJump}
 * while rendering and clears it here once mounted: a render can be discarded and run again
 * (a concurrent navigation), and a flag cleared in the discarded render is lost.
 * @returns whether the flag was set
 * @see spec 001 §2 Back navigation
 */
export function consumeTradeDetailJump(jar: CookieJar): boolean {
  const set = hasTradeDetailJump(jar);
  jar.remove(TRADE_DETAIL_JUMP_COOKIE);
  return set;
}
