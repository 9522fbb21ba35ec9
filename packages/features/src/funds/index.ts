import { createElement } from 'react';
import { ListIcon } from '@jijin/ui';
import { authRoute, publicRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/**
 * The 'funds' area (spec 001 §2): market, search, following, fund detail and its sub-pages, and
 * the trading screens (buy, sell, 基金转换, fixed investment, batch buy) behind login.
 */
export const fundsArea: AreaModule = {
  id: 'funds',
  tabs: [
    {
      path: '/symbols/funds/',
      label: '基金',
      order: 10,
      icon: createElement(ListIcon),
    },
  ],
  routes: [
    publicRoute(appRoutes.fundMarket.pattern, () => import('./screens/market-screen')),
    publicRoute(appRoutes.fundSearch.pattern, () => import('./screens/search-screen')),
    publicRoute(appRoutes.fundsFaq.pattern, () => import('./screens/funds-faq-screen')),
    publicRoute(
      appRoutes.remittanceNotice.pattern,
      () => import('./screens/remittance-notice-screen'),
    ),
    publicRoute(
      appRoutes.fundDetail.pattern,
      () => import('./screens/fund-detail-screen'),
      async ({ symbol }, dispatch) =>
        (await import('./route-starts')).startFundDetail(symbol, dispatch),
    ),
    publicRoute(appRoutes.fundTradeRules.pattern, () => import('./screens/trade-rules-screen')),
    publicRoute(appRoutes.fundHoldSymbols.pattern, () => import('./screens/hold-symbols-screen')),
    publicRoute(
      appRoutes.fundDividendSplit.pattern,
      () => import('./screens/dividend-split-screen'),
    ),
    publicRoute(
      appRoutes.fundAchievementRank.pattern,
      () => import('./screens/achievement-rank-screen'),
    ),
    publicRoute(
      appRoutes.fundTimelineStatuses.pattern,
      () => import('./screens/timeline-statuses-screen'),
    ),
    publicRoute(appRoutes.fundBlockTrades.pattern, () => import('./screens/block-trades-screen')),
    publicRoute(
      appRoutes.fundSimilarKLine.pattern,
      () => import('./screens/similar-k-line-screen'),
    ),
    publicRoute(
      appRoutes.fundHolderSharesHistory.pattern,
      () => import('./screens/holder-shares-history-screen'),
    ),
    publicRoute(
      appRoutes.fundHoldersAnalyse.pattern,
      () => import('./screens/holders-analyse-screen'),
    ),
    publicRoute(appRoutes.fundManagersHistory.pattern, () => import('./screens/managers-screen')),
    authRoute(
      appRoutes.fundBuy.pattern,
      () => import('./screens/buy-screen'),
      async ({ symbol }, dispatch) => (await import('./route-starts')).startBuy(symbol, dispatch),
    ),
    authRoute(appRoutes.fundBuyBatch.pattern, () => import('./screens/buy-batch-screen')),
    authRoute(appRoutes.fundSell.pattern, () => import('./screens/sell-screen')),
    authRoute(appRoutes.fundSwitch.pattern, () => import('./screens/switch-screen')),
    publicRoute(
      appRoutes.fundSmartBacktest.pattern,
      () => import('./screens/smart-backtest-screen'),
    ),
    authRoute(
      appRoutes.fundFixedInvestment.pattern,
      () => import('./screens/fixed-investment-screen'),
    ),
    authRoute(
      appRoutes.fundFixedInvestmentModify.pattern,
      () => import('./screens/fixed-investment-screen'),
    ),
  ],
};
