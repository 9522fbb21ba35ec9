import { route, withQuery } from './route';

type Id = number | string;

/** Screens of the 'portfolios' area (spec 001 §2 Fund portfolios, portfolio holdings). */
export const portfoliosRoutes = {
  portfolioTopic: route('/portfolio/topics/:code/', (code?: string) =>
    code ? `/portfolio/topics/${encodeURIComponent(code)}/` : '/portfolio/topics/',
  ),
  portfolioFollowing: route('/portfolio/following/'),
  portfolioDetail: route('/p/:id', (id: Id, q?: { store_id?: Id }) => withQuery(`/p/${id}`, q)),
  /** The detailed positions page (5 a page, spec 001 §9). */
  portfolioPositions: route('/p/:id/positions/', (id: Id) => `/p/${id}/positions/`),
  portfolioNetValueHistory: route(
    '/p/:id/netvalue_history/',
    (id: Id) => `/p/${id}/netvalue_history/`,
  ),
  portfolioPositionHistory: route(
    '/p/:id/position_history/',
    (id: Id) => `/p/${id}/position_history/`,
  ),
  portfolioTradeNotice: route('/p/:id/trade_notice/', (id: Id) => `/p/${id}/trade_notice/`),
  portfolioBuy: route('/p/:id/buy/', (id: Id, q?: { amount?: string | number }) =>
    withQuery(`/p/${id}/buy/`, q),
  ),
  /** `/p/{id}/buy/proposal/?bankCardId&amount&isBao[&coupon]` (spec 001 §2); amount in yuan. */
  portfolioBuyProposal: route(
    '/p/:id/buy/proposal/',
    (id: Id, q: { bankCardId: Id; amount: string; isBao?: boolean; coupon?: Id | null }) =>
      withQuery(`/p/${id}/buy/proposal/`, {
        bankCardId: q.bankCardId,
        amount: q.amount,
        isBao: q.isBao ? 1 : undefined,
        coupon: q.coupon,
      }),
  ),
  portfolioSell: route('/p/:id/sell/', (id: Id) => `/p/${id}/sell/`),
  /**
   * `/s/{symbol}/{shareId}/sell/`: sell one fund out of a held portfolio (spec 001 §2); the
   * `shareId` segment is the held portfolio's id.
   */
  portfolioFundSell: route(
    '/s/:symbol/:shareId/sell/',
    (symbol: string, portfolioId: Id) => `/s/${encodeURIComponent(symbol)}/${portfolioId}/sell/`,
  ),
  /** `/funds/proposal/details/{id}/`: a fund proposal's details (spec 001 §2 Fund trading). */
  fundProposalDetails: route(
    '/funds/proposal/details/:id/',
    (id: Id) => `/funds/proposal/details/${id}/`,
  ),
  /** `/p/{id}/sell/proposal/?bankCardId&amount` (spec 001 §2); amount in yuan. */
  portfolioSellProposal: route(
    '/p/:id/sell/proposal/',
    (id: Id, q: { bankCardId: Id; amount: string }) => withQuery(`/p/${id}/sell/proposal/`, q),
  ),
  portfolioRebalanceProposal: route('/p/:id/rebalance_proposal/', (id: Id, q: { bankCardId: Id }) =>
    withQuery(`/p/${id}/rebalance_proposal/`, q),
  ),
  portfolioRebalanceCompare: route(
    '/p/:id/rebalance_compare/',
    (id: Id, q: { bankCardId: Id; shares?: string }) => withQuery(`/p/${id}/rebalance_compare/`, q),
  ),
  portfolioRiskTest: route('/portfolio/advisor_risk/', (q?: { portfolio_id?: Id }) =>
    withQuery('/portfolio/advisor_risk/', q),
  ),
  portfolioCreate: route('/portfolio/create/'),
  portfolioAdjustments: route('/portfolio/position_adjustments/', (q?: { portfolio_id?: Id }) =>
    withQuery('/portfolio/position_adjustments/', q),
  ),
  portfolioAdjustmentCreate: route(
    '/portfolio/position_adjustments/create/',
    (q: { portfolio_id: Id }) => withQuery('/portfolio/position_adjustments/create/', q),
  ),
  portfolioAdjustmentDetail: route(
    '/portfolio/position_adjustments/:id/',
    (id: Id) => `/portfolio/position_adjustments/${id}/`,
  ),
  myPortfolios: route('/accounts/funds/funds_portfolios/', (q?: { topic?: string }) =>
    withQuery('/accounts/funds/funds_portfolios/', q),
  ),
  myPortfoliosIncome: route('/accounts/funds/funds_portfolios/income/', (q?: { topic?: string }) =>
    withQuery('/accounts/funds/funds_portfolios/income/', q),
  ),
  portfolioHolding: route(
    '/accounts/funds/funds_portfolios/:id/',
    (id: Id) => `/accounts/funds/funds_portfolios/${id}/`,
  ),
  portfolioIncomeList: route(
    '/accounts/funds/funds_portfolios/:id/income_list/',
    (id: Id) => `/accounts/funds/funds_portfolios/${id}/income_list/`,
  ),
  portfolioTradeRecordList: route(
    '/accounts/funds/funds_portfolios/:id/trade_record_list/',
    (id: Id, q?: { tab?: string }) =>
      withQuery(`/accounts/funds/funds_portfolios/${id}/trade_record_list/`, q),
  ),
  portfolioSharesInfo: route(
    '/accounts/funds/funds_portfolios/:id/shares_info/',
    (id: Id) => `/accounts/funds/funds_portfolios/${id}/shares_info/`,
  ),
  portfolioTrades: route('/accounts/funds/portfolios/trades/', (q?: { tab?: string }) =>
    withQuery('/accounts/funds/portfolios/trades/', q),
  ),
  portfolioTradeDetail: route(
    '/accounts/funds/portfolios/trades/:id',
    (id: Id) => `/accounts/funds/portfolios/trades/${id}`,
  ),
  /** A holding's monthly service reports (spec 001 §2). */
  portfolioServiceReports: route(
    '/accounts/portfolio/:id/service_report/records/',
    (id: Id) => `/accounts/portfolio/${id}/service_report/records/`,
  ),
  portfolioServiceReport: route(
    '/accounts/portfolio/service_report/records/:id',
    (id: Id) => `/accounts/portfolio/service_report/records/${id}`,
  ),
  portfolioManageFare: route('/accounts/portfolios/manage_fare/'),
  portfolioTopics: route('/portfolio/topics/'),
  portfolioPandorasBoxRebalance: route('/accounts/portfolios/pandoras_box_rebalance/'),
  portfolioRebalanceNotification: route('/accounts/portfolio_rebalance_proposal_notification/'),
} as const;
