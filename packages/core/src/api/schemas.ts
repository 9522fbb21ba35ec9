import type { components, paths } from './schema.gen';

/**
 * Named aliases of the contract's fund and account schemas (openapi.yaml
 * `components.schemas`), so screens, ui components and fixtures of every area type a fund, a
 * card or a trade record the same way (fund types live in core, not in an area).
 * Money, NAV and shares are decimal strings (yuan / NAV / shares); percents are numbers in %
 * units; dates `YYYY-MM-DD`. Spec 001 §7 (fund trading, market) and 000 §7 (accounts).
 */
/** A bank the user can bind a card of, with its single and day limits in yuan (000 §7). */
export type Bank = components['schemas']['Bank'];
/** A bound bank card: bank, tail number, status and note, default flag (000 §7). */
export type BankCard = components['schemas']['BankCard'];
/** A fund company (001 §7 companies). */
export type Company = components['schemas']['Company'];
/**
 * A fund manager as a fund lists them.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FundManagerBrief = components['schemas']['FundManagerBrief'];
/**
 * The short form of a fund other records embed (symbol, name, type, risk level).
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FundBrief = components['schemas']['FundBrief'];
/** A public fund with its NAV, returns, fees and trading flags (001 §7 /symbols/funds/{symbol}/). */
export type Fund = components['schemas']['Fund'];
/** A search suggestion (001 §7 /search/symbols/). */
export type SymbolSuggestion = components['schemas']['SymbolSuggestion'];
/**
 * A net_history point: net_value and percent_track (CSI 300) always present.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type NetValuePoint = components['schemas']['FundNetValuePoint'];
/** A fund's fee info (001 §7 fare_ratio). */
export type FundFeeInfo = components['schemas']['FundFeeInfo'];
/**
 * A purchase fee band by amount (yuan).
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FeeRangeBuy = components['schemas']['FeeRangeBuy'];
/**
 * A redemption fee band by holding days.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FeeRangeSell = components['schemas']['FeeRangeSell'];
/**
 * The buy/sell confirmation timetable of a fund (T+n dates).
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type TradeTimetable = components['schemas']['TradeTimetable'];
/**
 * GET /symbols/funds/{symbol}/fare_ratio/: fees and timetables.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FundFareRatio = components['schemas']['FundFareRatio'];
/**
 * A fee estimate for an amount or shares (yuan).
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FeeEstimate = components['schemas']['FeeEstimate'];
/** The suitability answer of POST /funds/investment_risk/check/ (000 §7). */
export type RiskCheckResult = components['schemas']['RiskCheckResult'];
/** The user's risk type and its validity (000 §7 risk test). */
export type InvestmentRiskProfile = components['schemas']['InvestmentRiskProfile'];
/**
 * One step of a trade's status timeline.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type StatusInfoItem = components['schemas']['StatusInfoItem'];
/** A trade record in a list (001 §7 /funds/trades/). */
export type FundTradeRecord = components['schemas']['FundTradeRecord'];
/** One trade record with its timeline (001 §7 /funds/trades/{id}/). */
export type FundTradeRecordDetail = components['schemas']['FundTradeRecordDetail'];
/**
 * A 定投 plan in a list.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FixedInvestment = components['schemas']['FixedInvestment'];
/**
 * One 定投 plan with its records.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FixedInvestmentDetail = components['schemas']['FixedInvestmentDetail'];
/** The user's shares of a fund by card (shares_enable, 001 §7 shares_info). */
export type FundShare = components['schemas']['FundShare'];
/**
 * A notice line of a fund or trade.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type NoticeItem = components['schemas']['NoticeItem'];
/**
 * A day of income (yuan).
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type IncomeRow = components['schemas']['IncomeRow'];
/**
 * A held fund with worth and income (yuan).
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FundHolding = components['schemas']['FundHolding'];
/**
 * GET /funds/fund/mine/: the held funds.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FundHoldings = components['schemas']['FundHoldings'];
/**
 * GET /funds/fund/fund_info/: one held fund in detail.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type FundAccountDetail = components['schemas']['FundAccountDetail'];
/** The account's totals (000 §3 assets, yuan). */
export type AccountAssets = components['schemas']['AccountAssets'];
/**
 * The bao (money fund) product info.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type BaoInfo = components['schemas']['BaoInfo'];
/**
 * The user's bao holding.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type BaoMine = components['schemas']['BaoMine'];
/**
 * What the user may take out of bao (normal and fast).
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type BaoSellInfo = components['schemas']['BaoSellInfo'];
/** A followed symbol (001 §7 /symbols/following/). */
export type FollowedSymbol = components['schemas']['FollowedSymbol'];
/**
 * A coupon usable on a buy.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type Coupon = components['schemas']['Coupon'];
/**
 * A fund's dividends and splits.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type DividendSplit = components['schemas']['DividendSplit'];
/**
 * A manager's achievement on a fund.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type ManagerAchievementHistory = components['schemas']['ManagerAchievementHistory'];
/** A fund's asset allocation and holdings (001 §7 asset_conf, hold_symbols). */
export type AssetAllocation = components['schemas']['AssetAllocation'];
/**
 * A fund's rank among its peers over a period.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type AchievementRank = components['schemas']['AchievementRank'];
/**
 * A post of a symbol's timeline.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type StatusPost = components['schemas']['StatusPost'];
/**
 * A block trade of a symbol.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type BlockTrade = components['schemas']['BlockTrade'];
/**
 * A symbol's holder analysis.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type HoldersAnalyse = components['schemas']['HoldersAnalyse'];

/**
 * A row of GET /symbols/funds/{symbol}/similar_k_line/.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type SimilarKLine =
  paths['/symbols/funds/{symbol}/similar_k_line/']['get']['responses'][200]['content']['application/json'][number];
/**
 * A row of GET /symbols/{symbol}/holders_shares_history/{id}/.
 * @see spec 001 §3 Entities and their fields, §7 (the contract's `components.schemas`)
 */
export type HolderSharesPoint =
  paths['/symbols/{symbol}/holders_shares_history/{id}/']['get']['responses'][200]['content']['application/json'][number];
