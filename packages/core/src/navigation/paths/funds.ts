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
} as const;
