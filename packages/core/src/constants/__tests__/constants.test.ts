import { describe, expect, it } from 'vitest';
import * as C from '../constants';

describe('business constants (000 §9)', () => {
  it('holds the values of the 000 §9 table', () => {
    expect(C.REQUEST_TIMEOUT_MS).toBe(20000);
    expect(C.PAGE_SIZE).toBe(20);
    expect(C.TOAST_MS).toBe(2500);
    expect(C.LOGIN_REDIRECT_MS).toBe(2500);
    expect(C.CAPTCHA_RESEND_S).toBe(60);
    expect(C.BUTTON_BINDING_DELAY_MS).toBe(300);
    expect(C.DEFAULT_DELAY_MS).toBe(500);
    expect([C.LOGIN_PASSWORD_MIN_LENGTH, C.LOGIN_PASSWORD_MAX_LENGTH]).toEqual([6, 16]);
    expect(C.TRADE_PASSWORD_LENGTH).toBe(6);
    expect([C.USERNAME_MIN_LENGTH, C.USERNAME_MAX_LENGTH]).toEqual([4, 20]);
    expect(C.GUEST_FREE_DIAGNOSES).toBe(3);
    expect([C.INFINITE_SCROLL_DISTANCE_PX, C.INFINITE_SCROLL_THROTTLE_MS]).toEqual([120, 500]);
    expect(C.SMALL_SCREEN_MAX_WIDTH_PX).toBe(350);
    expect([C.BANNER_AUTOPLAY_MS, C.BANNER_HEIGHT_RATIO]).toEqual([3000, 0.26666]);
    expect(C.COOKIE_EXPIRY_DAYS).toBe(10);
    expect(C.LOCAL_STORAGE_PREFIX).toBe('ls');
    expect(C.PERCENT_COLORS).toEqual({ positive: 'red', negative: 'green' });
    expect(C.BIG_NUMBER_UNITS).toEqual({ 万: 10000, 亿: 100000000 });
    expect([C.SIGNUP_REWARD_YUAN, C.IDENTITY_REWARD_YUAN]).toEqual([3, 1]);
  });
});

describe('business constants (001 §9)', () => {
  // The H5 screens' page sizes and display numbers of 001 §9 live in @jijin/features (README
  // "What stays in core"); their values are checked there.
  it('holds the values of the 001 §9 list', () => {
    expect(C.RECOMMEND_PORTFOLIOS_ALLOW_TRADE).toBe(1);
    expect(C.REWARDS_HISTORY_PAGE_SIZE).toBe(50);
    expect(C.INCOME_LIST_FIRST_PAGE).toBe(1);
    expect(C.FUND_STYLE_HISTORY_PAGE).toBe(1);
    expect(C.LOCAL_HISTORY_MAX).toBe(10);
    expect(C.NET_VALUE_PERIODS).toEqual(['m', '3m', 'y', 'ty', 'start']);
    expect(C.GUEST_DIAGNOSIS_LIMIT).toBe(3);
    expect(C.POSITION_OPTIONS_PERCENT).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(C.MANAGER_SKILL_SCORE_MAX).toBe(100);
    expect(C.FIXED_INVEST_MONTHLY_DAYS).toEqual({ min: 1, max: 28 });
    expect(C.FIXED_INVEST_WEEKLY_DAYS).toEqual({ min: 1, max: 5 });
    expect([C.FEE_DECIMALS, C.FAST_SELL_OFFSET_MS]).toEqual([2, 7200000]);
    expect(C.FEE_LIST_KEYS).toHaveLength(4);
    expect(C.FUND_RISK_LEVEL_RANGE).toEqual({ min: 1, max: 5 });
    expect(C.PORTFOLIO_RISK_SPECIAL).toEqual({ low: 100, medium: 101, high: 102 });
    expect(C.DEFAULT_PORTFOLIO_INVESTMENT_RISK).toBe(5);
    expect(C.BANK_LIMIT_UNLIMITED_YUAN).toBe(0);
    expect(C.DIVIDEND_TYPE_OPTIONS).toEqual([1, 2]);
    expect(C.FUND_SCORE_THRESHOLDS).toEqual({ red: 90, blue: 60 });
    expect(C.POSITION_PALETTE_SIZE).toBe(20);
    expect(C.AI_LIST_TOP).toBe(5);
    expect(Object.keys(C.MARKET_TRADE_STATUS)).toEqual(['open', 'rest', 'closed', 'call_auction']);
    expect(C.TEMPLATE_CACHE_VERSION).toBe('03252');
  });
});
