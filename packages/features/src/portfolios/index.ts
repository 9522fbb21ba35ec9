import { authRoute, publicRoute, type AreaModule } from '../app/area';

/**
 * The 'portfolios' area (spec 001 §2 "Fund portfolios", "Portfolio holdings"):
 * discovery, the portfolio page, buy / sell / rebalance by proposal, the advisor risk test,
 * holdings, orders, reports and fees, and what advisors create and adjust. See README.md.
 */
export const portfoliosArea: AreaModule = {
  id: 'portfolios',
  routes: [
    // discovery
    publicRoute('/portfolio/topics/', () => import('./screens/topic-screen')),
    publicRoute('/portfolio/topics/:code/', () => import('./screens/topic-screen')),
    publicRoute('/portfolio/following/', () => import('./screens/following-screen')),
    // the portfolio
    publicRoute('/p/:id', () => import('./screens/portfolio-detail-screen')),
    publicRoute('/p/:id/positions/', () => import('./screens/positions-screen')),
    publicRoute('/p/:id/netvalue_history/', () => import('./screens/netvalue-history-screen')),
    publicRoute('/funds/proposal/details/:id/', () => import('./screens/proposal-details-screen')),
    publicRoute('/p/:id/trade_notice/', () => import('./screens/trade-notice-screen')),
    authRoute('/p/:id/position_history/', () => import('./screens/adjustments-screen')),
    // trading
    authRoute('/p/:id/buy/', () => import('./screens/buy-screen')),
    authRoute('/p/:id/buy/proposal/', () => import('./screens/buy-proposal-screen')),
    authRoute('/p/:id/sell/', () => import('./screens/sell-screen')),
    authRoute('/p/:id/sell/proposal/', () => import('./screens/sell-proposal-screen')),
    // selling one fund out of a held portfolio (spec 001 §2); shareId is the held portfolio's id
    authRoute('/s/:symbol/:shareId/sell/', () => import('./screens/fund-sell-screen')),
    authRoute('/p/:id/rebalance_proposal/', () => import('./screens/rebalance-proposal-screen')),
    authRoute('/p/:id/rebalance_compare/', () => import('./screens/rebalance-compare-screen')),
    authRoute('/portfolio/advisor_risk/', () => import('./screens/advisor-risk-screen')),
    // advisors
    authRoute('/portfolio/create/', () => import('./screens/create-screen')),
    authRoute('/portfolio/position_adjustments/', () => import('./screens/adjustments-screen')),
    authRoute(
      '/portfolio/position_adjustments/create/',
      () => import('./screens/adjustment-create-screen'),
    ),
    authRoute(
      '/portfolio/position_adjustments/:id/',
      () => import('./screens/adjustment-detail-screen'),
    ),
    // holdings
    authRoute('/accounts/funds/funds_portfolios/', () => import('./screens/holdings-screen')),
    authRoute('/accounts/funds/funds_portfolios/income/', () => import('./screens/income-screen')),
    authRoute('/accounts/funds/funds_portfolios/:id/', () => import('./screens/holding-screen')),
    authRoute(
      '/accounts/funds/funds_portfolios/:id/income_list/',
      () => import('./screens/income-screen'),
    ),
    authRoute(
      '/accounts/funds/funds_portfolios/:id/trade_record_list/',
      () => import('./screens/trades-screen'),
    ),
    authRoute(
      '/accounts/funds/funds_portfolios/:id/shares_info/',
      () => import('./screens/shares-info-screen'),
    ),
    authRoute('/accounts/funds/portfolios/trades/', () => import('./screens/trades-screen')),
    authRoute(
      '/accounts/funds/portfolios/trades/:id',
      () => import('./screens/trade-detail-screen'),
    ),
    authRoute(
      '/accounts/portfolio/:id/service_report/records/',
      () => import('./screens/reports-screen'),
    ),
    authRoute(
      '/accounts/portfolio/service_report/records/:id',
      () => import('./screens/report-screen'),
    ),
    authRoute('/accounts/portfolios/manage_fare/', () => import('./screens/manage-fare-screen')),
    authRoute(
      '/accounts/portfolios/pandoras_box_rebalance/',
      () => import('./screens/rebalance-notice-screen'),
    ),
    authRoute(
      '/accounts/portfolio_rebalance_proposal_notification/',
      () => import('./screens/rebalance-notice-screen'),
    ),
  ],
};
