import type { components, paths } from './schema.gen';

/**
 * Named aliases of the contract's fund and account schemas (openapi.yaml
 * `components.schemas`), so screens, ui components and fixtures of every area type a fund, a
 * card or a trade record the same way (fund types live in core, not in an area).
 * Money, NAV and shares are decimal strings (yuan / NAV / shares); percents are numbers in %
 * units; dates `YYYY-MM-DD`. Spec 001 §7 (fund trading, market) and 000 §7 (accounts).
 */
type S = components['schemas'];

/** A bank the user can bind a card of, with its single and day limits in yuan (000 §7). */
export type Bank = S['Bank'];
/** A bound bank card: bank, tail number, status and note, default flag (000 §7). */
export type BankCard = S['BankCard'];
/** A fund company (001 §7 companies). */
export type Company = S['Company'];
/**
 * A fund manager as a fund lists them.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FundManagerBrief = S['FundManagerBrief'];
/**
 * The short form of a fund other records embed (symbol, name, type, risk level).
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FundBrief = S['FundBrief'];
/** A public fund with its NAV, returns, fees and trading flags (001 §7 /symbols/funds/{symbol}/). */
export type Fund = S['Fund'];
/** A search suggestion (001 §7 /search/symbols/). */
export type SymbolSuggestion = S['SymbolSuggestion'];
/**
 * A net_history point: net_value and percent_track (CSI 300) always present.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type NetValuePoint = S['FundNetValuePoint'];
/** A fund's fee info (001 §7 fare_ratio). */
export type FundFeeInfo = S['FundFeeInfo'];
/**
 * A purchase fee band by amount (yuan).
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FeeRangeBuy = S['FeeRangeBuy'];
/**
 * A redemption fee band by holding days.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FeeRangeSell = S['FeeRangeSell'];
/**
 * The buy/sell confirmation timetable of a fund (T+n dates).
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type TradeTimetable = S['TradeTimetable'];
/**
 * GET /symbols/funds/{symbol}/fare_ratio/: fees and timetables.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FundFareRatio = S['FundFareRatio'];
/**
 * A fee estimate for an amount or shares (yuan).
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FeeEstimate = S['FeeEstimate'];
/** The suitability answer of POST /funds/investment_risk/check/ (000 §7). */
export type RiskCheckResult = S['RiskCheckResult'];
/** The user's risk type and its validity (000 §7 risk test). */
export type InvestmentRiskProfile = S['InvestmentRiskProfile'];
/**
 * One step of a trade's status timeline.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type StatusInfoItem = S['StatusInfoItem'];
/** A trade record in a list (001 §7 /funds/trades/). */
export type FundTradeRecord = S['FundTradeRecord'];
/** One trade record with its timeline (001 §7 /funds/trades/{id}/). */
export type FundTradeRecordDetail = S['FundTradeRecordDetail'];
/**
 * A 定投 plan in a list.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FixedInvestment = S['FixedInvestment'];
/**
 * One 定投 plan with its records.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FixedInvestmentDetail = S['FixedInvestmentDetail'];
/** The user's shares of a fund by card (shares_enable, 001 §7 shares_info). */
export type FundShare = S['FundShare'];
/**
 * A notice line of a fund or trade.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type NoticeItem = S['NoticeItem'];
/**
 * A day of income (yuan).
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type IncomeRow = S['IncomeRow'];
/**
 * A held fund with worth and income (yuan).
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FundHolding = S['FundHolding'];
/**
 * GET /funds/fund/mine/: the held funds.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FundHoldings = S['FundHoldings'];
/**
 * GET /funds/fund/fund_info/: one held fund in detail.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FundAccountDetail = S['FundAccountDetail'];
/** The account's totals (000 §3 assets, yuan). */
export type AccountAssets = S['AccountAssets'];
/**
 * The bao (money fund) product info.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type BaoInfo = S['BaoInfo'];
/**
 * The user's bao holding.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type BaoMine = S['BaoMine'];
/**
 * What the user may take out of bao (normal and fast).
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type BaoSellInfo = S['BaoSellInfo'];
/** A followed symbol (001 §7 /symbols/following/). */
export type FollowedSymbol = S['FollowedSymbol'];
/**
 * A coupon usable on a buy.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type Coupon = S['Coupon'];
/**
 * A fund's dividends and splits.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type DividendSplit = S['DividendSplit'];
/**
 * A manager's achievement on a fund.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type ManagerAchievementHistory = S['ManagerAchievementHistory'];
/** A fund's asset allocation and holdings (001 §7 asset_conf, hold_symbols). */
export type AssetAllocation = S['AssetAllocation'];
/**
 * A fund's rank among its peers over a period.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type AchievementRank = S['AchievementRank'];
/**
 * A post of a symbol's timeline.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type StatusPost = S['StatusPost'];
/**
 * A block trade of a symbol.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type BlockTrade = S['BlockTrade'];
/**
 * A symbol's holder analysis.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type HoldersAnalyse = S['HoldersAnalyse'];

type GetJson<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer D } } } };
}
  ? D
  : never;
/**
 * A row of GET /symbols/funds/{symbol}/similar_k_line/.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type SimilarKLine = GetJson<'/symbols/funds/{symbol}/similar_k_line/'>[number];
/**
 * A row of GET /symbols/{symbol}/holders_shares_history/{id}/.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type HolderSharesPoint = GetJson<'/symbols/{symbol}/holders_shares_history/{id}/'>[number];
