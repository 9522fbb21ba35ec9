export { ApiError, errorForStatus, titleFromErrors, hasErrorsField } from './api-error';
export type { ErrorsField } from './api-error';
export {
  createApiClient,
  requestRulesMiddleware,
  withTimeout,
  cacheKeyOf,
  REQUEST_TIMEOUT_MS,
  CSRF_COOKIE,
  CSRF_HEADER,
  TOKEN_STORAGE_KEY,
  REFRESH_TOKEN_STORAGE_KEY,
  REFRESH_PATH,
  LOGOUT_PATH,
  CACHE_STORAGE_PREFIX,
  SIGNUP_COOKIE_FIELDS,
} from './client';
export type {
  ApiClient,
  ApiClientOptions,
  ApiMethod,
  JsonData,
  CachedResult,
  ResponseData,
  UnauthorizedHook,
} from './client';
export { createUnauthorizedHook } from './unauthorized';
export { fetchTransport, cookieFetchTransport, wxTransport, WxRequestError } from './transport';
export type {
  Transport,
  TransportMethod,
  TransportRequest,
  TransportResponse,
  RequestFetch,
  UrlFetch,
  CookieFetchTransportOptions,
  WxRequest,
  WxRequestOptions,
  WxRequestSuccess,
  WxTransportOptions,
} from './transport';
export { createHttpCookieJar } from './cookie-jar';
export { FUND_LIST_SORT_FIELDS, DEFAULT_FUND_LIST_SORT, isFundListSort } from './fund-list-sort';
export type { FundListSort, FundListSortField } from './fund-list-sort';
export type { HttpCookieJar } from './cookie-jar';
export { IDEMPOTENCY_HEADER, newIdempotencyKey, sendWithRetry, isRetryable } from './idempotency';
export type { RetryOptions } from './idempotency';
export type { UnauthorizedHookOptions } from './unauthorized';
// The contract's generated types (openapi.yaml -> schema.gen.ts), for typing endpoints in features.
export type { paths, components, operations } from './schema.gen';
// Named aliases of the contract's fund and account schemas.
export type {
  Bank,
  BankCard,
  Company,
  FundManagerBrief,
  FundBrief,
  Fund,
  SymbolSuggestion,
  NetValuePoint,
  FundFeeInfo,
  FeeRangeBuy,
  FeeRangeSell,
  TradeTimetable,
  FundFareRatio,
  FeeEstimate,
  RiskCheckResult,
  InvestmentRiskProfile,
  StatusInfoItem,
  FundTradeRecord,
  FundTradeRecordDetail,
  FixedInvestment,
  FixedInvestmentDetail,
  FundShare,
  NoticeItem,
  IncomeRow,
  FundHolding,
  FundHoldings,
  FundAccountDetail,
  AccountAssets,
  BaoInfo,
  BaoMine,
  BaoSellInfo,
  FollowedSymbol,
  Coupon,
  DividendSplit,
  ManagerAchievementHistory,
  AssetAllocation,
  AchievementRank,
  StatusPost,
  BlockTrade,
  HoldersAnalyse,
  SimilarKLine,
  HolderSharesPoint,
} from './schemas';
// The port types the client's options take (declared in src/ports).
export type { KeyValueStorage } from '../ports/storage';
export type { CookieJar, CookieOptions } from '../ports/cookies';
export type { HostBridge, HostNotice, SharePayload, HostKind } from '../ports/host-bridge';
export type { ClientInfo } from '../client/client';
