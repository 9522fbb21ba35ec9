/**
 * The business constants and limits of spec 000 §9 and spec 001 §9 that belong to the domain, in
 * one typed module: what a rule applies, what the server and every channel share. The H5 screens'
 * own page sizes, layout numbers and timings of 001 §9 are the app's, not here (README "What
 * stays in core"). Units are in the names (`_MS` milliseconds, `_S` seconds, `_PX` pixels,
 * `_YUAN` yuan, `_DAYS` days) and in each doc line.
 */

/** Request timeout, ms (000 §9). */
export const REQUEST_TIMEOUT_MS = 20_000;
/** Default page size (000 §9). */
export const PAGE_SIZE = 20;
/** Toast auto-hide, ms (000 §4, §9). */
export const TOAST_MS = 2_500;
/** Redirect to login after a 401, ms (000 §2, §9). */
export const LOGIN_REDIRECT_MS = 2_500;
/** Captcha resend countdown, s (000 §4, §9). */
export const CAPTCHA_RESEND_S = 60;
/** Button binding delay, ms (000 §9). */
export const BUTTON_BINDING_DELAY_MS = 300;
/** Default delayed call, ms (000 §9). */
export const DEFAULT_DELAY_MS = 500;
/** Login password length, characters (000 §9). */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
/** Login password length, characters (000 §9). */
export const LOGIN_PASSWORD_MAX_LENGTH = 16;
/** Trade password, digits (000 §9). */
export const TRADE_PASSWORD_LENGTH = 6;
/** Username length, double-width units (000 §9). */
export const USERNAME_MIN_LENGTH = 4;
/** Username length, double-width units (000 §9). */
export const USERNAME_MAX_LENGTH = 20;
/** Guest free diagnoses (000 §9, 001 §6, §9). */
export const GUEST_FREE_DIAGNOSES = 3;
/** Infinite scroll trigger distance from the bottom, px (000 §9, 001 §9). */
export const INFINITE_SCROLL_DISTANCE_PX = 120;
/** Infinite scroll throttle, ms (000 §9). */
export const INFINITE_SCROLL_THROTTLE_MS = 500;
/** Small screen: viewport width at most this, px (000 §9). */
export const SMALL_SCREEN_MAX_WIDTH_PX = 350;
/** Banner autoplay interval, ms (000 §9, 001 §9). */
export const BANNER_AUTOPLAY_MS = 3_000;
/** Banner height as a ratio of its width (000 §9, 001 §9). */
export const BANNER_HEIGHT_RATIO = 0.26666;
/** Cookie helper default expiry, days (000 §9). */
export const COOKIE_EXPIRY_DAYS = 10;
/** Local storage key prefix (000 §9). */
export const LOCAL_STORAGE_PREFIX = 'ls';
/** Percent colours: positive red, negative green (000 §9, 001 §9). */
export const PERCENT_COLORS = { positive: 'red', negative: 'green' } as const;
/** Large number units: 万 = 10^4, 亿 = 10^8 (000 §9, 001 §9). */
export const BIG_NUMBER_UNITS = { 万: 10_000, 亿: 100_000_000 } as const;
/** Registration reward, yuan (000 §5, 001 §9). */
export const SIGNUP_REWARD_YUAN = 3;
/** Identity info reward, yuan (000 §5, 001 §9). */
export const IDENTITY_REWARD_YUAN = 1;

/** Recommended portfolios default allow_trade (001 §7, §9). */
export const RECOMMEND_PORTFOLIOS_ALLOW_TRADE = 1;
/** Rewards history page size (001 §9). */
export const REWARDS_HISTORY_PAGE_SIZE = 50;
/** Income list first page, 1-based (001 §9). */
export const INCOME_LIST_FIRST_PAGE = 1;
/** Fund style history page (001 §9). */
export const FUND_STYLE_HISTORY_PAGE = 1;
/** Local history default maximum, entries (000 §3, 001 §9). */
export const LOCAL_HISTORY_MAX = 10;
/** Net value periods: m, 3m, y, ty (year to date), start (since tenure) (001 §9). */
export const NET_VALUE_PERIODS = ['m', '3m', 'y', 'ty', 'start'] as const;
/** Guest free diagnosis limit (001 §9). */
export const GUEST_DIAGNOSIS_LIMIT = 3;
/** Position options: 0-100 % in 10 % steps (001 §9). */
export const POSITION_OPTIONS_PERCENT = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
/** Manager skill score maximum (001 §3, §9). */
export const MANAGER_SKILL_SCORE_MAX = 100;
/** Fixed investment monthly days 1-28 (001 §9). */
export const FIXED_INVEST_MONTHLY_DAYS = { min: 1, max: 28 } as const;
/** Fixed investment weekly days Monday (1) to Friday (5) (001 §9). */
export const FIXED_INVEST_WEEKLY_DAYS = { min: 1, max: 5 } as const;
/** Fee display decimals (001 §9). */
export const FEE_DECIMALS = 2;
/** Fast-sell estimate: now plus this, ms (2 hours) (001 §2, §9). */
export const FAST_SELL_OFFSET_MS = 7_200_000;
/** Fee list entries: investment advisory, custody, service, customer-maintenance (001 §9). */
export const FEE_LIST_KEYS = [
  'manage_fare',
  'trusteeship_fare',
  'service_fare',
  'trade_manage_fare_ratio',
] as const;
/** Fund risk levels: 1 low to 5 high (001 §9). */
export const FUND_RISK_LEVEL_RANGE = { min: 1, max: 5 } as const;
/** Portfolio risk special values: 100 low (no-risk), 101 medium, 102 high (001 §9). */
export const PORTFOLIO_RISK_SPECIAL = { low: 100, medium: 101, high: 102 } as const;
/** Default portfolio investment_risk (001 §3, §9). */
export const DEFAULT_PORTFOLIO_INVESTMENT_RISK = 5;
/** Bank single and day limit: 0 means unlimited, yuan (001 §9). */
export const BANK_LIMIT_UNLIMITED_YUAN = 0;
/** Dividend types offered: 1 reinvest, 2 cash (001 §9). */
export const DIVIDEND_TYPE_OPTIONS = [1, 2] as const;
/** Fund-score colour thresholds: >= 90 red, >= 60 blue (001 §9). */
export const FUND_SCORE_THRESHOLDS = { red: 90, blue: 60 } as const;
/** Portfolio position colour palette size (001 §9). */
export const POSITION_PALETTE_SIZE = 20;
/** AI lists: top 5; profit-loss groups 3 (001 §9). */
export const AI_LIST_TOP = 5;
/** Trade status display values: open, rest, closed, call auction (001 §9). */
export const MARKET_TRADE_STATUS = {
  open: '交易中',
  rest: '休市',
  closed: '已收盘',
  call_auction: '集合竞价',
} as const;
/** Template cache version (001 §9). */
export const TEMPLATE_CACHE_VERSION = '03252';

/**
 * Login lock-out (designed — the spec is silent): `maxFailures` wrong login passwords
 * for one mobile within `windowMs` refuse password login for that mobile for `lockMs`; captcha
 * login stays open so the owner is never locked out. Times in ms on the server's clock.
 * @see src/DOMAIN.md "Choices where the spec is silent" (login lock-out)
 */
export const LOGIN_LOCK = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;
/**
 * Per-address login throttle (designed): more than `maxFailures` failed logins (wrong password
 * or captcha) for one mobile from one address within `windowMs` answer 429 until the window
 * passes. Failures are counted per address and mobile, so the failures of other mobiles behind
 * one address (a proxy, a carrier NAT) never refuse a login; only failures count.
 * @see src/DOMAIN.md "Choices where the spec is silent" (login throttle)
 */
export const LOGIN_IP_THROTTLE = { maxFailures: 100, windowMs: 15 * 60_000 } as const;
/**
 * Wrong answers an SMS captcha takes before it is spent (designed, spec 000 §5 is silent): the
 * next try, right or wrong, is told to send a new one. Counted atomically with the check.
 */
export const SMS_CAPTCHA_MAX_FAILS = 5;
/**
 * Access-token lifetime, seconds (designed: 2 hours).
 * @see README "Token refresh"
 */
export const ACCESS_TOKEN_TTL_S = 2 * 3600;
/**
 * Refresh-token reuse grace, seconds (designed): the same refresh token presented again within
 * this time after it was rotated (two tabs or two requests refreshing at once) answers the pair
 * it was rotated into; later, reuse revokes the session family.
 * @see README "Token refresh"
 */
export const REFRESH_REUSE_GRACE_S = 10;
/**
 * Refresh-token lifetime, seconds (designed: 30 days, renewed at each rotation).
 * @see README "Token refresh"
 */
export const REFRESH_TOKEN_TTL_S = 30 * 86_400;
