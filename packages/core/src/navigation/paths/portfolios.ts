import { withQuery } from './query';

type Id = number | string;

/** Screens of the 'portfolios' area (spec 001 §2 Fund portfolios, portfolio holdings). */
export const portfoliosPaths = {
  portfolioTopic: (code?: string) =>
    code ? `/portfolio/topics/${encodeURIComponent(code)}/` : '/portfolio/topics/',
  portfolioFollowing: () => '/portfolio/following/',
  portfolioDetail: (id: Id, q?: { store_id?: Id }) => withQuery(`/p/${id}`, q),
  /** The detailed positions page (5 a page, spec 001 §9). */
  portfolioPositions: (id: Id) => `/p/${id}/positions/`,
  portfolioNetValueHistory: (id: Id) => `/p/${id}/netvalue_history/`,
  portfolioPositionHistory: (id: Id) => `/p/${id}/position_history/`,
  portfolioTradeNotice: (id: Id) => `/p/${id}/trade_notice/`,
  portfolioBuy: (id: Id, q?: { amount?: string | number }) => withQuery(`/p/${id}/buy/`, q),
  /** `/p/{id}/buy/proposal/?bankCardId&amount&isBao[&coupon]` (spec 001 §2); amount in yuan. */
  portfolioBuyProposal: (
    id: Id,
    q: { bankCardId: Id; amount: string; isBao?: boolean; coupon?: Id | null },
  ) =>
    withQuery(`/p/${id}/buy/proposal/`, {
      bankCardId: q.bankCardId,
      amount: q.amount,
      isBao: q.isBao ? 1 : undefined,
      coupon: q.coupon,
    }),
  portfolioSell: (id: Id) => `/p/${id}/sell/`,
  /**
   * `/s/{symbol}/{shareId}/sell/`: sell one fund out of a held portfolio (spec 001 §2); the
   * `shareId` segment is the held portfolio's id.
   */
  portfolioFundSell: (symbol: string, portfolioId: Id) =>
    `/s/${encodeURIComponent(symbol)}/${portfolioId}/sell/`,
  /** `/funds/proposal/details/{id}/`: a fund proposal's details (spec 001 §2 Fund trading). */
  fundProposalDetails: (id: Id) => `/funds/proposal/details/${id}/`,
  /** `/p/{id}/sell/proposal/?bankCardId&amount` (spec 001 §2); amount in yuan. */
  portfolioSellProposal: (id: Id, q: { bankCardId: Id; amount: string }) =>
    withQuery(`/p/${id}/sell/proposal/`, q),
  portfolioRebalanceProposal: (id: Id, q: { bankCardId: Id }) =>
    withQuery(`/p/${id}/rebalance_proposal/`, q),
  portfolioRebalanceCompare: (id: Id, q: { bankCardId: Id; shares?: string }) =>
    withQuery(`/p/${id}/rebalance_compare/`, q),
  portfolioRiskTest: (q?: { portfolio_id?: Id }) => withQuery('/portfolio/advisor_risk/', q),
  portfolioCreate: () => '/portfolio/create/',
  portfolioAdjustments: (q?: { portfolio_id?: Id }) =>
    withQuery('/portfolio/position_adjustments/', q),
  portfolioAdjustmentCreate: (q: { portfolio_id: Id }) =>
    withQuery('/portfolio/position_adjustments/create/', q),
  portfolioAdjustmentDetail: (id: Id) => `/portfolio/position_adjustments/${id}/`,
  myPortfolios: (q?: { topic?: string }) => withQuery('/accounts/funds/funds_portfolios/', q),
  myPortfoliosIncome: (q?: { topic?: string }) =>
    withQuery('/accounts/funds/funds_portfolios/income/', q),
  portfolioHolding: (id: Id) => `/accounts/funds/funds_portfolios/${id}/`,
  portfolioIncomeList: (id: Id) => `/accounts/funds/funds_portfolios/${id}/income_list/`,
  portfolioTradeRecordList: (id: Id, q?: { tab?: string }) =>
    withQuery(`/accounts/funds/funds_portfolios/${id}/trade_record_list/`, q),
  portfolioSharesInfo: (id: Id) => `/accounts/funds/funds_portfolios/${id}/shares_info/`,
  portfolioTrades: (q?: { tab?: string }) => withQuery('/accounts/funds/portfolios/trades/', q),
  portfolioTradeDetail: (id: Id) => `/accounts/funds/portfolios/trades/${id}`,
  /** A holding's monthly service reports (spec 001 §2). */
  portfolioServiceReports: (id: Id) => `/accounts/portfolio/${id}/service_report/records/`,
  portfolioServiceReport: (id: Id) => `/accounts/portfolio/service_report/records/${id}`,
  portfolioManageFare: () => '/accounts/portfolios/manage_fare/',
} as const;
