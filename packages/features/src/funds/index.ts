import { createElement } from 'react';
import { ListIcon } from '@jijin/ui';
import { authRoute, publicRoute, type AreaModule } from '../app/area';

/**
 * The 'funds' area (spec 001 §2): market, search, following, fund detail and its sub-pages, and
 * the trading screens (buy, sell, fixed investment, batch buy) behind login.
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
    publicRoute('/symbols/funds/', () => import('./screens/market-screen')),
    publicRoute('/symbols/funds/search/', () => import('./screens/search-screen')),
    publicRoute('/funds/faq/', () => import('./screens/funds-faq-screen')),
    publicRoute('/funds/remittance_notice/', () => import('./screens/remittance-notice-screen')),
    publicRoute(
      '/s/:symbol',
      () => import('./screens/fund-detail-screen'),
      async ({ symbol }, dispatch) =>
        (await import('./route-starts')).startFundDetail(symbol, dispatch),
    ),
    publicRoute('/s/:symbol/trade_rules/', () => import('./screens/trade-rules-screen')),
    publicRoute('/s/:symbol/hold_symbols/', () => import('./screens/hold-symbols-screen')),
    publicRoute('/s/:symbol/dividend_split/', () => import('./screens/dividend-split-screen')),
    publicRoute('/s/:symbol/achievement_rank/', () => import('./screens/achievement-rank-screen')),
    publicRoute(
      '/s/:symbol/timeline_statuses/',
      () => import('./screens/timeline-statuses-screen'),
    ),
    publicRoute('/s/:symbol/block_trades/', () => import('./screens/block-trades-screen')),
    publicRoute('/s/:symbol/similar_k_line/', () => import('./screens/similar-k-line-screen')),
    publicRoute(
      '/s/:symbol/holders_shares_history/:id/',
      () => import('./screens/holder-shares-history-screen'),
    ),
    publicRoute('/s/:symbol/holders_analyse/', () => import('./screens/holders-analyse-screen')),
    publicRoute(
      '/s/:symbol/managers_achivements_history/',
      () => import('./screens/managers-screen'),
    ),
    authRoute(
      '/s/:symbol/buy/',
      () => import('./screens/buy-screen'),
      async ({ symbol }, dispatch) => (await import('./route-starts')).startBuy(symbol, dispatch),
    ),
    authRoute('/s/:symbol/buy_batch/', () => import('./screens/buy-batch-screen')),
    authRoute('/s/:symbol/sell/', () => import('./screens/sell-screen')),
    authRoute('/s/:symbol/fixed_investment/', () => import('./screens/fixed-investment-screen')),
    publicRoute(
      '/s/:symbol/smart_fixed_investment/',
      () => import('./screens/smart-backtest-screen'),
    ),
    authRoute(
      '/s/:symbol/fixed_investment/:id/',
      () => import('./screens/fixed-investment-screen'),
    ),
  ],
};
