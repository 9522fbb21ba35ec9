/**
 * What the page knows about its client, from the user agent alone (spec 000 §6).
 *
 * User-agent tokens detected (ours are appended by the native apps):
 * - `JijinFund/<x.y.z>`    the provider's native fund app
 * - `JijinStock/<x.y.z>`   the native stock app
 * - `JijinFutures/<x.y.z>` the native futures app
 * - `theme/dark`           the native app is in dark theme
 * - `MicroMessenger`       the messaging app (WeChat)
 * - `miniProgram` (with `MicroMessenger`) its mini-program web-view
 * - `Android`; `iPhone` / `iPad` / `iPod` (iOS)
 */
export interface ClientInfo {
  readonly isFundApp: boolean;
  readonly isStockApp: boolean;
  readonly isFuturesApp: boolean;
  /** Any of the three native apps. */
  readonly isNativeApp: boolean;
  /** The messaging app (its browser or its mini-program). */
  readonly isWechat: boolean;
  readonly isMiniProgram: boolean;
  readonly isAndroid: boolean;
  readonly isIOS: boolean;
  readonly isDarkTheme: boolean;
  /** The native app version ('5.3.0'), or '' outside the native apps. */
  readonly appVersion: string;
}

const NATIVE_TOKENS = {
  fund: /\bJijinFund\/(\d+(?:\.\d+)*)/i,
  stock: /\bJijinStock\/(\d+(?:\.\d+)*)/i,
  futures: /\bJijinFutures\/(\d+(?:\.\d+)*)/i,
} as const;

/**
 * Detect the client from a user agent. Pure; `''` gives a plain browser.
 * @param userAgent `navigator.userAgent` as the host reports it
 * @see spec 000 §6 Roles and permissions (client detection)
 */
export function detectClient(userAgent: string | null | undefined): ClientInfo {
  const ua = userAgent ?? '';
  const fund = NATIVE_TOKENS.fund.exec(ua);
  const stock = NATIVE_TOKENS.stock.exec(ua);
  const futures = NATIVE_TOKENS.futures.exec(ua);
  const isWechat = /MicroMessenger/i.test(ua);
  const isNativeApp = Boolean(fund || stock || futures);
  return {
    isFundApp: Boolean(fund),
    isStockApp: Boolean(stock),
    isFuturesApp: Boolean(futures),
    isNativeApp,
    isWechat,
    isMiniProgram: isWechat && /miniProgram/i.test(ua),
    isAndroid: /Android/i.test(ua),
    isIOS: /iPhone|iPad|iPod/i.test(ua),
    isDarkTheme: isNativeApp && /\btheme\/dark\b/i.test(ua),
    appVersion: (fund ?? stock ?? futures)?.[1] ?? '',
  };
}

/**
 * Compare dotted versions numerically ('5.10.0' > '5.9.1'); missing parts count 0 and
 * non-numeric parts count 0.
 * @returns -1 when a < b, 0 when equal, 1 when a > b
 * @see spec 000 §6, 001 §2 (native app version 5.3.0)
 */
export function compareVersion(a: string, b: string): -1 | 0 | 1 {
  const pa = a.split('.').map((x) => Number.parseInt(x, 10) || 0);
  const pb = b.split('.').map((x) => Number.parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Native app version from which the newer AI chat card routes are used (spec 001 §2). */
export const AI_NEW_ROUTES_MIN_VERSION = '5.3.0';

/**
 * Whether AI chat cards use the newer routes: outside the native app, or native version >= 5.3.0.
 * @see spec 001 §2 AI chat
 */
export function usesNewAiRoutes(client: ClientInfo): boolean {
  return !client.isNativeApp || compareVersion(client.appVersion, AI_NEW_ROUTES_MIN_VERSION) >= 0;
}

/** The logged-in state read from the page. */
export interface LoginState {
  readonly isLoggedIn: boolean;
  /** The user id, 0 when none. */
  readonly userId: number;
}

/**
 * Read the logged-in state from the page attribute (e.g. `data-logged-in`: 'true'/'1'/true)
 * plus the user id (none -> 0). Logged in needs both a truthy attribute and an id above 0.
 * @see spec 000 §6 (logged-in state comes from a page attribute plus a user id; none means 0)
 */
export function readLoginState(
  pageAttr: string | boolean | null | undefined,
  userId: string | number | null | undefined,
): LoginState {
  const id = Number(userId);
  const uid = Number.isInteger(id) && id > 0 ? id : 0;
  const attr = pageAttr === true || pageAttr === 'true' || pageAttr === '1';
  return { isLoggedIn: attr && uid > 0, userId: uid };
}

/**
 * Whether the user is logged in (see {@link readLoginState}).
 * @see spec 000 §6
 */
export function isLoggedIn(
  pageAttr: string | boolean | null | undefined,
  userId: string | number | null | undefined,
): boolean {
  return readLoginState(pageAttr, userId).isLoggedIn;
}

/**
 * Whether the viewport is a small screen: width 350 px or less.
 * @param widthPx viewport width in px
 * @see spec 000 §9 Small screen
 */
export function isSmallScreen(widthPx: number): boolean {
  return widthPx <= 350;
}
