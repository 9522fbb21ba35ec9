import { authRoute, publicRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/**
 * The 'portfolios' area (spec 001 §2 "Fund portfolios", "Portfolio holdings"):
 * discovery, the portfolio page, buy / sell / rebalance by proposal, the advisor risk test,
 * holdings, orders, reports and fees, and what advisors create and adjust. See README.md.
 */
export const portfoliosArea: AreaModule = {
  id: 'portfolios',
  routes: [
    // discovery
    publicRoute(appRoutes.portfolioTopics.pattern, () => import('./screens/topic-screen')),
    publicRoute(appRoutes.portfolioTopic.pattern, () => import('./screens/topic-screen')),
    publicRoute(appRoutes.portfolioFollowing.pattern, () => import('./screens/following-screen')),
    // the portfolio
    publicRoute(
      appRoutes.portfolioDetail.pattern,
      () => import('./screens/portfolio-detail-screen'),
    ),
    publicRoute(appRoutes.portfolioPositions.pattern, () => import('./screens/positions-screen')),
    publicRoute(
      appRoutes.portfolioNetValueHistory.pattern,
      () => import('./screens/netvalue-history-screen'),
    ),
    publicRoute(
      appRoutes.fundProposalDetails.pattern,
      () => import('./screens/proposal-details-screen'),
    ),
    publicRoute(
      appRoutes.portfolioTradeNotice.pattern,
      () => import('./screens/trade-notice-screen'),
    ),
    authRoute(
      appRoutes.portfolioPositionHistory.pattern,
      () => import('./screens/adjustments-screen'),
    ),
    // trading
    authRoute(appRoutes.portfolioBuy.pattern, () => import('./screens/buy-screen')),
    authRoute(
      appRoutes.portfolioBuyProposal.pattern,
      () => import('./screens/buy-proposal-screen'),
    ),
    authRoute(appRoutes.portfolioSell.pattern, () => import('./screens/sell-screen')),
    authRoute(
      appRoutes.portfolioSellProposal.pattern,
      () => import('./screens/sell-proposal-screen'),
    ),
    // selling one fund out of a held portfolio (spec 001 §2); shareId is the held portfolio's id
    authRoute(appRoutes.portfolioFundSell.pattern, () => import('./screens/fund-sell-screen')),
    authRoute(
      appRoutes.portfolioRebalanceProposal.pattern,
      () => import('./screens/rebalance-proposal-screen'),
    ),
    authRoute(
      appRoutes.portfolioRebalanceCompare.pattern,
      () => import('./screens/rebalance-compare-screen'),
    ),
    authRoute(appRoutes.portfolioRiskTest.pattern, () => import('./screens/advisor-risk-screen')),
    // advisors
    authRoute(appRoutes.portfolioCreate.pattern, () => import('./screens/create-screen')),
    authRoute(appRoutes.portfolioAdjustments.pattern, () => import('./screens/adjustments-screen')),
    authRoute(
      appRoutes.portfolioAdjustmentCreate.pattern,
      () => import('./screens/adjustment-create-screen'),
    ),
    authRoute(
      appRoutes.portfolioAdjustmentDetail.pattern,
      () => import('./screens/adjustment-detail-screen'),
    ),
    // holdings
    authRoute(appRoutes.myPortfolios.pattern, () => import('./screens/holdings-screen')),
    authRoute(appRoutes.myPortfoliosIncome.pattern, () => import('./screens/income-screen')),
    authRoute(appRoutes.portfolioHolding.pattern, () => import('./screens/holding-screen')),
    authRoute(appRoutes.portfolioIncomeList.pattern, () => import('./screens/income-screen')),
    authRoute(appRoutes.portfolioTradeRecordList.pattern, () => import('./screens/trades-screen')),
    authRoute(appRoutes.portfolioSharesInfo.pattern, () => import('./screens/shares-info-screen')),
    authRoute(appRoutes.portfolioTrades.pattern, () => import('./screens/trades-screen')),
    authRoute(
      appRoutes.portfolioTradeDetail.pattern,
      () => import('./screens/trade-detail-screen'),
    ),
    authRoute(appRoutes.portfolioServiceReports.pattern, () => import('./screens/reports-screen')),
    authRoute(appRoutes.portfolioServiceReport.pattern, () => import('./screens/report-screen')),
    authRoute(appRoutes.portfolioManageFare.pattern, () => import('./screens/manage-fare-screen')),
    authRoute(
      appRoutes.portfolioPandorasBoxRebalance.pattern,
      () => import('./screens/rebalance-notice-screen'),
    ),
    authRoute(
      appRoutes.portfolioRebalanceNotification.pattern,
      () => import('./screens/rebalance-notice-screen'),
    ),
  ],
};
