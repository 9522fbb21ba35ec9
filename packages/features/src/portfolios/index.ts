import { areaScreens, type AreaModule } from '../app/area';

const { publicRoute, authRoute } = areaScreens(() => import('./portfolios-screens'));

/**
 * The 'portfolios' area (issue 13, spec 001 §2 "Fund portfolios", "Portfolio holdings"):
 * discovery, the portfolio page, buy / sell / rebalance by proposal, the advisor risk test,
 * holdings, orders, reports and fees, and what advisors create and adjust. See README.md.
 */
export const portfoliosArea: AreaModule = {
  id: 'portfolios',
  routes: [
    // discovery
    publicRoute('/portfolio/topics/', 'topic-screen'),
    publicRoute('/portfolio/topics/:code/', 'topic-screen'),
    publicRoute('/portfolio/following/', 'following-screen'),
    // the portfolio
    publicRoute('/p/:id', 'portfolio-detail-screen'),
    publicRoute('/p/:id/positions/', 'positions-screen'),
    publicRoute('/p/:id/netvalue_history/', 'netvalue-history-screen'),
    publicRoute('/p/:id/trade_notice/', 'trade-notice-screen'),
    authRoute('/p/:id/position_history/', 'adjustments-screen'),
    // trading
    authRoute('/p/:id/buy/', 'buy-screen'),
    authRoute('/p/:id/buy/proposal/', 'buy-proposal-screen'),
    authRoute('/p/:id/sell/', 'sell-screen'),
    authRoute('/p/:id/sell/proposal/', 'sell-proposal-screen'),
    authRoute('/p/:id/rebalance_proposal/', 'rebalance-proposal-screen'),
    authRoute('/p/:id/rebalance_compare/', 'rebalance-compare-screen'),
    authRoute('/portfolio/advisor_risk/', 'advisor-risk-screen'),
    // advisors
    authRoute('/portfolio/create/', 'create-screen'),
    authRoute('/portfolio/position_adjustments/', 'adjustments-screen'),
    authRoute('/portfolio/position_adjustments/create/', 'adjustment-create-screen'),
    authRoute('/portfolio/position_adjustments/:id/', 'adjustment-detail-screen'),
    // holdings
    authRoute('/accounts/funds/funds_portfolios/', 'holdings-screen'),
    authRoute('/accounts/funds/funds_portfolios/income/', 'income-screen'),
    authRoute('/accounts/funds/funds_portfolios/:id/', 'holding-screen'),
    authRoute('/accounts/funds/funds_portfolios/:id/income_list/', 'income-screen'),
    authRoute('/accounts/funds/funds_portfolios/:id/trade_record_list/', 'trades-screen'),
    authRoute('/accounts/funds/funds_portfolios/:id/shares_info/', 'shares-info-screen'),
    authRoute('/accounts/funds/portfolios/trades/', 'trades-screen'),
    authRoute('/accounts/funds/portfolios/trades/:id', 'trade-detail-screen'),
    authRoute('/accounts/portfolio/:id/service_report/records/', 'reports-screen'),
    authRoute('/accounts/portfolio/service_report/records/:id', 'report-screen'),
    authRoute('/accounts/portfolios/manage_fare/', 'manage-fare-screen'),
    authRoute('/accounts/portfolios/pandoras_box_rebalance/', 'rebalance-notice-screen'),
    authRoute('/accounts/portfolio_rebalance_proposal_notification/', 'rebalance-notice-screen'),
  ],
};
