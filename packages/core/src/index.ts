/**
 * @jijin/core — the headless domain core: typed API client, validation rules, status tables,
 * trade rules, pager, local lists, formatting, client detection, navigation and ports.
 * No React, no DOM globals, no host code.
 */
export * from './ports/index';
export * from './api/index';
export { REQUEST_MESSAGES } from './messages/request-messages';

// Messages (one catalogue)
export { ACCOUNT_MESSAGES, TRADE_MESSAGES, UI_LABELS, formatMessage } from './messages/catalogue';
export type { AccountMessageKey, TradeMessageKey } from './messages/catalogue';

// Validation (spec 000 §5, 001 §5)
export { OK, fail } from './validation/result';
export type { CheckResult, CheckFailure, CheckPass } from './validation/result';
export {
  MAINLAND_MOBILE_PATTERN,
  FOREIGN_MOBILE_PATTERN,
  isValidMobile,
  checkMobile,
  mobileCheckPrompt,
} from './validation/mobile';
export type { MobileCheckPrompt } from './validation/mobile';
export {
  LOGIN_PASSWORD_LENGTH,
  TRADE_PASSWORD_PATTERN,
  checkLoginPassword,
  checkRepeatPassword,
  checkTradePassword,
  isMixedPassword,
  canSubmitTradePassword,
} from './validation/password';
export {
  ID_CARD_PATTERN,
  ID_CARD_PROVINCE_CODES,
  idCardCheckChar,
  isRealBirthDate,
  checkIdCard,
} from './validation/id-card';
export { EMAIL_PATTERN, checkEmail } from './validation/email';
export {
  USERNAME_LENGTH,
  USERNAME_PATTERN,
  doubleWidthLength,
  checkUsername,
} from './validation/username';
export { INPUT_MAX_LENGTH, limitInput } from './validation/input-limits';
export type { LimitedField } from './validation/input-limits';
export { moneyInputPattern, sanitizeMoneyInput } from './validation/money-input';
export type { MoneyInputOptions } from './validation/money-input';
export { sanitizePercentInput, blurPercentInput } from './validation/percent-input';
export { checkCaptchaSend, captchaButtonState } from './validation/captcha';
export type { CaptchaSendInput, CaptchaButtonState } from './validation/captcha';
export { identityPayload, checkCookiesEnabled } from './validation/identity';
export type { IdentityFields } from './validation/identity';
export {
  FUTURES_ACCOUNT_MESSAGES,
  MAX_FUTURES_ACCOUNTS,
  checkFuturesCompany,
  checkFuturesAccountNo,
} from './validation/futures-account';

// Trade checks (spec 001 §4-5)
export { AMOUNT_DECIMALS, normaliseAmount, parseTradeAmount, positiveLimit } from './trade/amount';
export type { ParsedAmount } from './trade/amount';
export type { TradeBankCard } from './trade/bank-card-input';
export { buyWording, checkFundBuy } from './trade/fund-buy';
export type { BuyWording, FundBuyFund, FundBuyInput, FundBuyCheckCode } from './trade/fund-buy';
export { checkFundSell } from './trade/fund-sell';
export type { FundSellInput, FundSellCheckCode } from './trade/fund-sell';
export { checkFundSwitch, SWITCH_MESSAGES } from './trade/fund-switch';
export type { FundSwitchFailureCode, FundSwitchInput, SwitchFund } from './trade/fund-switch';
export {
  checkTakeProfitTarget,
  TAKE_PROFIT_MAX_PERCENT,
  TAKE_PROFIT_MESSAGES,
} from './trade/take-profit';
export type { TakeProfitCheckCode } from './trade/take-profit';
export {
  FIXED_INVEST_DAYS,
  isValidFixedInvestDay,
  fixedInvestDayOptions,
  fixedInvestDayLabel,
  checkFixedInvestment,
  firstFixedInvestDate,
} from './trade/fixed-investment';
export type {
  PeriodUnit,
  FixedInvestmentInput,
  FixedInvestmentCheckCode,
  TradingCalendar,
} from './trade/fixed-investment';
export { fixedInvestScheduleDates, backtestFixedInvestment } from './trade/fixed-invest-backtest';
export type {
  BacktestDeduction,
  FixedInvestBacktestInput,
  FixedInvestBacktestLeg,
  FixedInvestBacktestRecord,
  FixedInvestBacktestResult,
} from './trade/fixed-invest-backtest';
export {
  MA_MULTIPLE_TABLE,
  maMultiple,
  maDeduction,
  xirrPercent,
  backtestPlan,
  backtestSmartFixedInvestment,
} from './trade/smart-fixed-invest';
export type {
  MaMultipleRow,
  DatedValue,
  SmartBacktestInput,
  SmartBacktestEvent,
  SmartBacktestLeg,
} from './trade/smart-fixed-invest';
export { checkPortfolioBuy, checkPortfolioSell, checkPortfolioRisk } from './trade/portfolio';
export type {
  PortfolioBuyInput,
  PortfolioSellInput,
  PortfolioBuyCheckCode,
  PortfolioSellCheckCode,
} from './trade/portfolio';
export { PROPOSAL_STEP_PERCENT, proposalOptions, checkProposalTotal } from './trade/proposal';
export {
  couponInEffect,
  couponTitle,
  isCouponUsable,
  keepUsableCoupon,
  partitionCoupons,
  selectCoupon,
} from './trade/coupon';
export type { CouponLike, CouponPartition } from './trade/coupon';
export { checkSuitability } from './trade/suitability';
export {
  walletSellState,
  managerBuyState,
  isBetExpired,
  isPortfolioOwner,
  showsFare,
} from './trade/misc-rules';
export type { RuleButtonState } from './trade/misc-rules';
export type { RiskProfile, SuitabilityVerdict } from './trade/suitability';

// Status tables (spec 000 §4, 001 §3-4, §9)
export { findStatus, statusLabel } from './status/table';
export type { ColorToken, StatusEntry } from './status/table';
export {
  INVESTMENT_RISK_STATUS,
  RISK_TYPES,
  FUND_RISK_LEVELS,
  PORTFOLIO_RISK_LEVELS,
  DEFAULT_PORTFOLIO_RISK,
  isRiskTested,
  portfolioRiskLevel,
} from './status/risk';
export type {
  InvestmentRiskStatusEntry,
  RiskTypeEntry,
  FundRiskEntry,
  PortfolioRiskEntry,
} from './status/risk';
export {
  TRADE_STATUS,
  tradeStatusText,
  tradeStatusColor,
  isCashbackSuccess,
  showsRemittanceInfo,
} from './status/trade-status';
export type {
  TradeStatusCode,
  TradeStatusPhase,
  TradeStatusEntry,
  TradeStatusContext,
} from './status/trade-status';
export { TRADE_DIRECTIONS, tradeDirectionLabel } from './status/trade-direction';
export type { TradeDirectionCode, TradeDirectionEntry } from './status/trade-direction';
export {
  FIXED_INVESTMENT_STATUS,
  PERIOD_UNITS,
  DIVIDEND_TYPES,
  SYMBOL_TYPES,
  SYMBOL_STYPES,
  LIST_STATUS,
  SUBSCRIPTION_STATUS,
  CHARGE_MODES,
  DIV_TYPES,
  MANAGER_POST_STATUS,
  STATUS_CONTENT_TYPES,
  STORE_APPLY_STATUS,
} from './status/fund-status';
export type { FixedInvestmentStatusEntry, DividendTypeEntry } from './status/fund-status';
export { BANK_CARD_DEFAULT_NOTE, BANK_CARD_CHANGING_NOTE, bankCardState } from './status/bank-card';
export type { BankCardStatusInput, BankCardState } from './status/bank-card';
export {
  buyButtonState,
  isDelisted,
  sellButtonState,
  followButtonLabel,
  isFixedInvestEnabled,
  positionGating,
} from './status/buttons';
export type {
  FundButtonInput,
  ButtonState,
  PositionGatingInput,
  PositionGating,
} from './status/buttons';
export { fundScoreColor, percentColor } from './status/colors';
export {
  NO_NAV_LABEL,
  TRADING_SUSPENDED_LABEL,
  chinaToday,
  isLiveQuote,
  marketPhase,
  monthDay,
  navFreshness,
  previousTradingDay,
  quoteAsOf,
  quoteSession,
  quoteWords,
  staleNavLabel,
  weekdayTradingDay,
} from './status/freshness';
export type {
  IsTradingDay,
  MarketPhase,
  NavFreshness,
  NavFreshnessState,
  QuoteSession,
} from './status/freshness';
export { DIAGNOSIS_DIMENSIONS, diagnosisDimensionLabel } from './status/diagnosis';

// Pager (spec 000 §3-4)
export {
  DEFAULT_PAGE_SIZE,
  createPager,
  requestPage,
  isPagerLoading,
  bindPage,
  prevPage,
  nextPage,
  pageQuery,
} from './pager/pager';
export type { PagerState, PagedResponse } from './pager/pager';

// Formatting (money, numbers, dates)
export { Decimal } from './decimal';
export {
  parseDecimal,
  toDecimal,
  toMoneyString,
  roundFee,
  sumMoney,
  sumSharesCurrent,
  compareMoney,
  addMoney,
  subtractMoney,
  formatAmountForMessage,
} from './format/money';
export type { DecimalInput } from './format/money';
export { formatBigNumber, formatPercent, formatMoney, formatCashback } from './format/number';
export type { BigNumberOptions, FormattedPercent } from './format/number';
export { formatDate, formatDateTime, fastSellEstimate } from './format/date';
export type { DateInput } from './format/date';

// Navigation (spec 000 §2, 001 §2)
export { HOME_PATH, backTarget } from './navigation/back';
export type { BackTarget } from './navigation/back';
export { LOGIN_PATH, safeNext, loginUrl } from './navigation/safe-next';
export {
  ORIGIN_COOKIES,
  COOKIE_DEFAULT_EXPIRY_DAYS,
  rememberOrigin,
  readOrigin,
  clearOrigin,
  markTradeDetailJump,
  hasTradeDetailJump,
  consumeTradeDetailJump,
} from './navigation/origins';
export type { OriginKind } from './navigation/origins';
export { tradesTab, failedPortfolioTradeUrl } from './navigation/trades-tab';
export type { TradesTab } from './navigation/trades-tab';

// Local lists (spec 000 §3, 001 §3)
export { LOCAL_LIST_DEFAULT_MAX, localKey, createLocalList } from './local-list/local-list';
export type { LocalList, LocalListOptions } from './local-list/local-list';
export {
  LOCAL_LIST_NAMES,
  SEARCH_HISTORY_STORED_MAX,
  managerFollowList,
  managerCompareList,
  diagnosisList,
  diagnosisHistory,
  searchHistory,
} from './local-list/lists';
export type {
  ManagerId,
  ManagerFollowList,
  DiagnosisEntry,
  DiagnosisHistoryEntry,
} from './local-list/lists';
export { LOCAL_FLAG_NAMES, guestDiagnosisCounter, firstGuideFlag } from './local-list/flags';
export type { GuestDiagnosisCounter, FirstGuideFlag } from './local-list/flags';

// Client detection (spec 000 §6)
export { detectClient, usesNewAiRoutes } from './client/client';
export type { ClientInfo } from './client/client';

// Constants (spec 000 §9, 001 §9)
export {
  REQUEST_TIMEOUT_MS,
  PAGE_SIZE,
  TOAST_MS,
  CAPTCHA_RESEND_S,
  BUTTON_BINDING_DELAY_MS,
  TRADE_PASSWORD_LENGTH,
  GUEST_FREE_DIAGNOSES,
  INFINITE_SCROLL_DISTANCE_PX,
  INFINITE_SCROLL_THROTTLE_MS,
  SMALL_SCREEN_MAX_WIDTH_PX,
  BANNER_AUTOPLAY_MS,
  BANNER_HEIGHT_RATIO,
  SIGNUP_REWARD_YUAN,
  IDENTITY_REWARD_YUAN,
  LOCAL_HISTORY_MAX,
  NET_VALUE_PERIODS,
  DEFAULT_PORTFOLIO_INVESTMENT_RISK,
  DIVIDEND_TYPE_OPTIONS,
  MARKET_TRADE_STATUS,
  LOGIN_LOCK,
  LOGIN_IP_THROTTLE,
  SMS_CAPTCHA_MAX_FAILS,
  ACCESS_TOKEN_TTL_S,
  REFRESH_TOKEN_TTL_S,
  REFRESH_REUSE_GRACE_S,
} from './constants/constants';

// Performance engine: total-return NAV, period returns, risk statistics, peer ranks
// (README "Performance")
export * from './performance/index';

// My returns: holding cost and return, fee tiers, sell estimates, daily P&L, TWR, XIRR, look-through
export * from './returns/index';
