/**
 * `@jijin/core/navigation` — where a page goes (spec 000 §2, 001 §2): the back target, the safe
 * `next` after login, the remembered origins of a journey, the trade-list tab, and client
 * detection (spec 000 §6), which picks the routes an app version has.
 * @packageDocumentation
 */
export { HOME_PATH, backTarget } from './back';
export type { BackTarget } from './back';
export { LOGIN_PATH, safeNext, loginUrl } from './safe-next';
export {
  ORIGIN_COOKIES,
  COOKIE_DEFAULT_EXPIRY_DAYS,
  rememberOrigin,
  readOrigin,
  clearOrigin,
  markTradeDetailJump,
  hasTradeDetailJump,
  consumeTradeDetailJump,
} from './origins';
export type { OriginKind } from './origins';
export { tradesTab, failedPortfolioTradeUrl } from './trades-tab';
export type { TradesTab } from './trades-tab';
export { detectClient, usesNewAiRoutes } from '../client/client';
export type { ClientInfo } from '../client/client';
// The cookie port the remembered origins take (declared in src/ports).
export type { CookieJar, CookieOptions } from '../ports/cookies';
