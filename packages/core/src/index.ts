/**
 * @jijin/core — the headless domain core. The root holds the stable public set: what another
 * channel needs for the whole journey (client and transports, errors, idempotent sends, the
 * amount rules, the main input checks, status and direction labels, local lists, money and
 * number formatting, ports, the contract's types). Everything else is on its domain subpath
 * (`@jijin/core/validation`, `/trade`, `/status`, `/format`, `/api`, `/ports`, `/lists`,
 * `/performance`, `/returns`, `/navigation`, `/messages`, `/constants`; README "Entries").
 * Every name here is the same declaration as on its subpath.
 * No React, no DOM globals, no host code.
 */

// The API client, transports, errors, idempotent sends and the contract (spec 000 §7-8)
export {
  ApiError,
  createApiClient,
  createUnauthorizedHook,
  createHttpCookieJar,
  IDEMPOTENCY_HEADER,
  newIdempotencyKey,
  sendWithRetry,
  isRetryable,
} from './api/index';
export type {
  ApiClient,
  ApiClientOptions,
  ApiMethod,
  CachedResult,
  JsonData,
  ResponseData,
  UnauthorizedHook,
  UnauthorizedHookOptions,
  ErrorsField,
  HttpCookieJar,
  RetryOptions,
  paths,
  components,
  operations,
} from './api/index';

// The transports (fetch, Node with cookies, wx.request), whole (README "Transports")
export * from './api/transport';

// Ports: storage, cookies, clock, host (README "Ports")
export * from './ports/index';
export type { ClientInfo } from './navigation/index';

// Input checks (spec 000 §5, 001 §5)
export type { CheckResult, CheckFailure, CheckPass } from './validation/index';
export {
  ID_CARD_PROVINCE_CODES,
  isValidMobile,
  checkMobile,
  checkIdCard,
  idCardCheckChar,
  checkLoginPassword,
  checkRepeatPassword,
  checkTradePassword,
} from './validation/index';

// Amount rules (spec 001 §4-5)
export {
  AMOUNT_DECIMALS,
  normaliseAmount,
  parseTradeAmount,
  checkFundBuy,
  checkFundSell,
  checkFundSwitch,
  checkFixedInvestment,
  checkPortfolioBuy,
  checkPortfolioSell,
} from './trade/index';
export type {
  ParsedAmount,
  TradeBankCard,
  FundBuyFund,
  FundBuyInput,
  FundBuyCheckCode,
  FundSellInput,
  FundSellCheckCode,
  FundSwitchInput,
  FundSwitchFailureCode,
  SwitchFund,
  FixedInvestmentInput,
  FixedInvestmentCheckCode,
  PeriodUnit,
  TradingCalendar,
  PortfolioBuyInput,
  PortfolioSellInput,
  PortfolioBuyCheckCode,
  PortfolioSellCheckCode,
} from './trade/index';

// Status and direction labels (spec 001 §3-4)
export {
  TRADE_STATUS,
  tradeStatusText,
  tradeStatusColor,
  TRADE_DIRECTIONS,
  tradeDirectionLabel,
} from './status/index';
export type {
  ColorToken,
  StatusEntry,
  TradeStatusCode,
  TradeStatusPhase,
  TradeStatusEntry,
  TradeStatusContext,
  TradeDirectionCode,
  TradeDirectionEntry,
} from './status/index';

// Local lists (spec 000 §3, 001 §3)
export {
  LOCAL_LIST_DEFAULT_MAX,
  LOCAL_LIST_NAMES,
  createLocalList,
  managerFollowList,
  managerCompareList,
  diagnosisList,
  diagnosisHistory,
  searchHistory,
} from './lists/index';
export type {
  LocalList,
  LocalListOptions,
  ManagerId,
  ManagerFollowList,
  DiagnosisEntry,
  DiagnosisHistoryEntry,
} from './lists/index';

// Exact money and formatting (README "Conventions")
export {
  Decimal,
  toDecimal,
  parseDecimal,
  toMoneyString,
  formatMoney,
  formatBigNumber,
  formatPercent,
  formatDate,
  formatDateTime,
} from './format/index';
export type { DecimalInput, BigNumberOptions, FormattedPercent, DateInput } from './format/index';
