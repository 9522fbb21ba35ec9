import type { components, paths } from '@jijin/core';

/**
 * The contract shapes (packages/core/openapi/openapi.yaml `components.schemas`) that the fund
 * areas (`funds`, `account-funds`) read, by their schema names. Money, NAV and shares are
 * decimal strings; percents are numbers in % units; dates `YYYY-MM-DD`.
 */
type S = components['schemas'];

/** Decimal string, e.g. "1000.00" (yuan), "1.2345" (NAV), "812.34" (shares). */
export type DecimalString = string;

/** The one pager envelope (spec 000 §3) with typed results. */
export interface Page<T> {
  current_page: number;
  total_count: number;
  total_page: number;
  results: T[];
}

export type Bank = S['Bank'];
export type BankCard = S['BankCard'];
export type Company = S['Company'];
export type FundManagerBrief = S['FundManagerBrief'];
export type FundBrief = S['FundBrief'];
export type Fund = S['Fund'];
export type SymbolSuggestion = S['SymbolSuggestion'];
/** A net_history point: net_value and percent_track (CSI 300) always present. */
export type NetValuePoint = S['FundNetValuePoint'];
export type FundFeeInfo = S['FundFeeInfo'];
export type FeeRangeBuy = S['FeeRangeBuy'];
export type FeeRangeSell = S['FeeRangeSell'];
export type TradeTimetable = S['TradeTimetable'];
export type FundFareRatio = S['FundFareRatio'];
export type FeeEstimate = S['FeeEstimate'];
export type RiskCheckResult = S['RiskCheckResult'];
export type InvestmentRiskProfile = S['InvestmentRiskProfile'];
export type StatusInfoItem = S['StatusInfoItem'];
export type FundTradeRecord = S['FundTradeRecord'];
export type FundTradeRecordDetail = S['FundTradeRecordDetail'];
export type FixedInvestment = S['FixedInvestment'];
export type FixedInvestmentDetail = S['FixedInvestmentDetail'];
export type FundShare = S['FundShare'];
export type NoticeItem = S['NoticeItem'];
export type IncomeRow = S['IncomeRow'];
export type FundHolding = S['FundHolding'];
/** GET /funds/fund/mine/: the held funds (an array of FundHolding). */
export type FundHoldings = S['FundHoldings'];
export type FundAccountDetail = S['FundAccountDetail'];
export type AccountAssets = S['AccountAssets'];
export type BaoInfo = S['BaoInfo'];
export type BaoMine = S['BaoMine'];
export type BaoSellInfo = S['BaoSellInfo'];
export type FollowedSymbol = S['FollowedSymbol'];

export type Coupon = S['Coupon'];
export type DividendSplit = S['DividendSplit'];
export type ManagerAchievementHistory = S['ManagerAchievementHistory'];
export type AssetAllocation = S['AssetAllocation'];
export type AchievementRank = S['AchievementRank'];
export type StatusPost = S['StatusPost'];
export type BlockTrade = S['BlockTrade'];
export type HoldersAnalyse = S['HoldersAnalyse'];
type Json<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer D } } } };
}
  ? D
  : never;
/** GET /symbols/funds/{symbol}/similar_k_line/ rows. */
export type SimilarKLine = Json<'/symbols/funds/{symbol}/similar_k_line/'>[number];
/** GET /symbols/{symbol}/holders_shares_history/{id}/ rows. */
export type HolderSharesPoint = Json<'/symbols/{symbol}/holders_shares_history/{id}/'>[number];
