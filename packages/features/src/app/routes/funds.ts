import { route, withQuery } from './route';

const s = (symbol: string) => `/s/${encodeURIComponent(symbol)}`;

/** Screens of the 'funds' and 'account-funds' areas (spec 001 §2). */
export const fundsRoutes = {
  fundMarket: route('/symbols/funds/'),
  fundSearch: route('/symbols/funds/search/'),
  following: route('/symbols/following/'),
  fundDetail: route('/s/:symbol', (symbol: string) => s(symbol)),
  fundBuy: route('/s/:symbol/buy/', (symbol: string, q?: { amount?: string | number }) =>
    withQuery(`${s(symbol)}/buy/`, q),
  ),
  fundBuyBatch: route('/s/:symbol/buy_batch/', (symbol: string) => `${s(symbol)}/buy_batch/`),
  fundSell: route('/s/:symbol/sell/', (symbol: string) => `${s(symbol)}/sell/`),
  /** 基金转换 of a held fund into another fund of its company (designed). */
  fundSwitch: route('/s/:symbol/switch/', (symbol: string) => `${s(symbol)}/switch/`),
  fundFixedInvestment: route(
    '/s/:symbol/fixed_investment/',
    (symbol: string) => `${s(symbol)}/fixed_investment/`,
  ),
  /** 智能定投回测 of a fund (designed; `?strategy&amount&…` carry the asked backtest). */
  fundSmartBacktest: route(
    '/s/:symbol/smart_fixed_investment/',
    (symbol: string) => `${s(symbol)}/smart_fixed_investment/`,
  ),
  /** The 定投 form editing plan `id` of a fund. */
  fundFixedInvestmentModify: route(
    '/s/:symbol/fixed_investment/:id/',
    (symbol: string, id: number | string) => `${s(symbol)}/fixed_investment/${id}/`,
  ),
  /** A fund's trade rules; `direction` 0 buy, 1 sell (spec 001 §2). */
  fundTradeRules: route('/s/:symbol/trade_rules/', (symbol: string, q?: { direction?: 0 | 1 }) =>
    withQuery(`${s(symbol)}/trade_rules/`, q),
  ),
  remittanceNotice: route('/funds/remittance_notice/'),
  myFunds: route('/accounts/funds/'),
  holding: route(
    '/accounts/funds/:symbol/',
    (symbol: string) => `/accounts/funds/${encodeURIComponent(symbol)}/`,
  ),
  trades: route('/accounts/funds/trades/'),
  tradeDetail: route(
    '/accounts/funds/trades/:id',
    (id: number | string) => `/accounts/funds/trades/${id}/`,
  ),
  fixedInvestmentDetail: route(
    '/accounts/funds/fixed_investments/:id/',
    (id: number | string) => `/accounts/funds/fixed_investments/${id}/`,
  ),
  bao: route('/accounts/funds/bao/'),
  baoBuy: route('/accounts/funds/bao/buy/'),
  baoSell: route('/accounts/funds/bao/sell/'),
  // Added by ai-chat: fund detail sub-pages and following tabs the AI cards open.
  fundBlockTrades: route(
    '/s/:symbol/block_trades/',
    (symbol: string) => `${s(symbol)}/block_trades/`,
  ),
  fundHoldersAnalyse: route(
    '/s/:symbol/holders_analyse/',
    (symbol: string, q?: { type?: string }) => withQuery(`${s(symbol)}/holders_analyse/`, q),
  ),
  fundTimelineStatuses: route(
    '/s/:symbol/timeline_statuses/',
    (symbol: string, q?: { content_type?: string }) =>
      withQuery(`${s(symbol)}/timeline_statuses/`, q),
  ),
  followingFunds: route('/symbols/following/funds'),
  followingStocks: route('/symbols/following/stocks'),
  fundsIncome: route('/accounts/funds/income/'),
  fundsReturns: route('/accounts/funds/returns/'),
  fundsAnalysis: route('/accounts/funds/analysis/'),
  fixedInvestments: route('/accounts/funds/fixed_investments/'),
  baoTrades: route('/accounts/funds/bao/trades/'),
  baoIncomeHistory: route('/accounts/funds/bao/income_history/'),
  holdingDiviType: route('/accounts/funds/:symbol/divi_type/'),
  holdingIncomeList: route('/accounts/funds/:symbol/income_list/'),
  holdingTradeRecordList: route('/accounts/funds/:symbol/trade_record_list/'),
  holdingFixedInvestment: route('/accounts/funds/:symbol/fixed_investment/'),
  holdingSharesInfo: route('/accounts/funds/:symbol/shares_info/'),
  fundsFaq: route('/funds/faq/'),
  fundHoldSymbols: route('/s/:symbol/hold_symbols/'),
  fundDividendSplit: route('/s/:symbol/dividend_split/'),
  fundAchievementRank: route('/s/:symbol/achievement_rank/'),
  fundSimilarKLine: route('/s/:symbol/similar_k_line/'),
  fundHolderSharesHistory: route('/s/:symbol/holders_shares_history/:id/'),
  fundManagersHistory: route('/s/:symbol/managers_achivements_history/'),
} as const;
