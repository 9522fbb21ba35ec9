import { withQuery } from './query';

/** Screens of the 'portfolios' area (spec 001 §2 Fund portfolios, portfolio holdings). */
export const portfoliosPaths = {
  portfolioTopic: (code?: string) =>
    code ? `/portfolio/topics/${encodeURIComponent(code)}/` : '/portfolio/topics/',
  portfolioFollowing: () => '/portfolio/following/',
  portfolioDetail: (id: number | string, q?: { store_id?: number | string }) =>
    withQuery(`/p/${id}`, q),
  portfolioBuy: (id: number | string, q?: { amount?: string | number }) =>
    withQuery(`/p/${id}/buy/`, q),
  portfolioSell: (id: number | string) => `/p/${id}/sell/`,
  portfolioRiskTest: (q?: { portfolio_id?: number | string }) =>
    withQuery('/portfolio/advisor_risk/', q),
  portfolioCreate: () => '/portfolio/create/',
  myPortfolios: (q?: { topic?: string }) => withQuery('/accounts/funds/funds_portfolios/', q),
  portfolioHolding: (id: number | string) => `/accounts/funds/funds_portfolios/${id}/`,
  portfolioTrades: (q?: { tab?: string }) => withQuery('/accounts/funds/portfolios/trades/', q),
  portfolioTradeDetail: (id: number | string) => `/accounts/funds/portfolios/trades/${id}`,
  portfolioManageFare: () => '/accounts/portfolios/manage_fare/',
} as const;
