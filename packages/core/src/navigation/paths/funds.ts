import { withQuery } from './query';

/** Screens of the 'funds' and 'account-funds' areas (spec 001 §2). */
export const fundsPaths = {
  fundMarket: () => '/symbols/funds/',
  fundSearch: () => '/symbols/funds/search/',
  following: () => '/symbols/following/',
  fundDetail: (symbol: string) => `/s/${encodeURIComponent(symbol)}`,
  fundBuy: (symbol: string, q?: { amount?: string | number }) =>
    withQuery(`/s/${encodeURIComponent(symbol)}/buy/`, q),
  fundBuyBatch: (symbol: string) => `/s/${encodeURIComponent(symbol)}/buy_batch/`,
  fundSell: (symbol: string) => `/s/${encodeURIComponent(symbol)}/sell/`,
  fundFixedInvestment: (symbol: string) => `/s/${encodeURIComponent(symbol)}/fixed_investment/`,
  myFunds: () => '/accounts/funds/',
  holding: (symbol: string) => `/accounts/funds/${encodeURIComponent(symbol)}/`,
  trades: () => '/accounts/funds/trades/',
  tradeDetail: (id: number | string) => `/accounts/funds/trades/${id}/`,
  bao: () => '/accounts/funds/bao/',
  // Added by ai-chat (issue 18): fund detail sub-pages and following tabs the AI cards open.
  fundBlockTrades: (symbol: string) => `/s/${encodeURIComponent(symbol)}/block_trades/`,
  fundHoldersAnalyse: (symbol: string, q?: { type?: string }) =>
    withQuery(`/s/${encodeURIComponent(symbol)}/holders_analyse/`, q),
  fundTimelineStatuses: (symbol: string, q?: { content_type?: string }) =>
    withQuery(`/s/${encodeURIComponent(symbol)}/timeline_statuses/`, q),
  followingFunds: () => '/symbols/following/funds',
  followingStocks: () => '/symbols/following/stocks',
} as const;
