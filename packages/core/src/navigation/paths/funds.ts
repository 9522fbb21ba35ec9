import { withQuery } from './query';

const s = (symbol: string) => `/s/${encodeURIComponent(symbol)}`;

/** Screens of the 'funds' and 'account-funds' areas (spec 001 §2). */
export const fundsPaths = {
  fundMarket: () => '/symbols/funds/',
  fundSearch: () => '/symbols/funds/search/',
  following: () => '/symbols/following/',
  fundDetail: (symbol: string) => s(symbol),
  fundBuy: (symbol: string, q?: { amount?: string | number }) => withQuery(`${s(symbol)}/buy/`, q),
  fundBuyBatch: (symbol: string) => `${s(symbol)}/buy_batch/`,
  fundSell: (symbol: string) => `${s(symbol)}/sell/`,
  fundFixedInvestment: (symbol: string) => `${s(symbol)}/fixed_investment/`,
  /** 智能定投回测 of a fund (designed; `?strategy&amount&…` carry the asked backtest). */
  fundSmartBacktest: (symbol: string) => `${s(symbol)}/smart_fixed_investment/`,
  /** The 定投 form editing plan `id` of a fund. */
  fundFixedInvestmentModify: (symbol: string, id: number | string) =>
    `${s(symbol)}/fixed_investment/${id}/`,
  /** A fund's trade rules; `direction` 0 buy, 1 sell (spec 001 §2). */
  fundTradeRules: (symbol: string, q?: { direction?: 0 | 1 }) =>
    withQuery(`${s(symbol)}/trade_rules/`, q),
  remittanceNotice: () => '/funds/remittance_notice/',
  myFunds: () => '/accounts/funds/',
  holding: (symbol: string) => `/accounts/funds/${encodeURIComponent(symbol)}/`,
  trades: () => '/accounts/funds/trades/',
  tradeDetail: (id: number | string) => `/accounts/funds/trades/${id}/`,
  fixedInvestmentDetail: (id: number | string) => `/accounts/funds/fixed_investments/${id}/`,
  bao: () => '/accounts/funds/bao/',
  baoBuy: () => '/accounts/funds/bao/buy/',
  baoSell: () => '/accounts/funds/bao/sell/',
  // Added by ai-chat: fund detail sub-pages and following tabs the AI cards open.
  fundBlockTrades: (symbol: string) => `${s(symbol)}/block_trades/`,
  fundHoldersAnalyse: (symbol: string, q?: { type?: string }) =>
    withQuery(`${s(symbol)}/holders_analyse/`, q),
  fundTimelineStatuses: (symbol: string, q?: { content_type?: string }) =>
    withQuery(`${s(symbol)}/timeline_statuses/`, q),
  followingFunds: () => '/symbols/following/funds',
  followingStocks: () => '/symbols/following/stocks',
} as const;
