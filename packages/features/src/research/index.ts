import { createElement } from 'react';
import { StarIcon } from '@jijin/ui';
import { authRoute, publicRoute, type AreaModule } from '../app/area';

/**
 * The 'research' area (spec 001 §2 "Funds market", "Fund and stock detail"): the fund
 * screener, recommend, sectors, index funds, compare and comparison, fund styles, indexes,
 * stocks, a fund's assets and holder atlas, news and posts, users. Routes: README.md.
 */
export const researchArea: AreaModule = {
  id: 'research',
  tabs: [{ path: '/symbols/following/', label: '自选', order: 50, icon: createElement(StarIcon) }],
  routes: [
    publicRoute('/symbols/funds/advance/', () => import('./screens/screener-screen')),
    publicRoute('/symbols/funds/recommend/', () => import('./screens/recommend-screen')),
    publicRoute('/symbols/funds/index_fund/', () => import('./screens/index-fund-screen')),
    publicRoute('/symbols/funds/sectors/', () => import('./screens/sectors-screen')),
    publicRoute('/symbols/funds/sectors/:id/', () => import('./screens/sector-detail-screen')),
    publicRoute('/symbols/funds/compare/', () => import('./screens/compare-screen')),
    publicRoute('/symbols/funds/comparison/detail/', () => import('./screens/comparison-screen')),
    publicRoute(
      '/symbols/fund_styles/overview',
      () => import('./screens/fund-styles-overview-screen'),
    ),
    publicRoute(
      '/symbols/fund_styles/monthly_overview',
      () => import('./screens/fund-styles-overview-screen'),
    ),
    publicRoute('/symbols/fund_styles/info', () => import('./screens/fund-style-screen')),
    publicRoute('/symbols/fund_styles/history', () => import('./screens/fund-style-screen')),
    publicRoute('/symbols/indexes/', () => import('./screens/indexes-screen')),
    publicRoute('/symbols/indexes/:symbol', () => import('./screens/index-detail-screen')),
    publicRoute('/symbols/stocks/:symbol/', () => import('./screens/stock-detail-screen')),
    publicRoute('/s/:symbol/assets/', () => import('./screens/fund-assets-screen')),
    publicRoute('/s/:symbol/holders_atlas/', () => import('./screens/holders-atlas-screen')),
    publicRoute('/symbols/markets/cn/detail/', () => import('./screens/market-detail-screen')),
    publicRoute('/symbols/markets/cn/sect/:id/', () => import('./screens/market-sector-screen')),
    publicRoute(
      '/symbols/block_trades/daily_top/',
      () => import('./screens/block-trades-top-screen'),
    ),
    publicRoute('/symbols/stocks/block_trade/', () => import('./screens/block-trades-top-screen')),
    publicRoute(
      '/symbols/shareholders/champions/',
      () => import('./screens/shareholder-champions-screen'),
    ),
    publicRoute('/symbols/shareholders/:id/', () => import('./screens/shareholder-screen')),
    publicRoute('/symbols/tools_search/:id/', () => import('./screens/tools-search-screen')),
    // The 自选 tabs (moved from the funds area: one tabbed screen for funds, stocks, indexes, managers)
    publicRoute('/symbols/following/', () => import('./screens/following-screen')),
    publicRoute('/symbols/following/funds', () => import('./screens/following-screen')),
    publicRoute('/symbols/following/stocks', () => import('./screens/following-screen')),
    publicRoute('/symbols/following/indexes', () => import('./screens/following-screen')),
    publicRoute('/symbols/following/managers', () => import('./screens/following-screen')),
    publicRoute('/statuses/news/', () => import('./screens/news-screen')),
    publicRoute('/statuses/:id', () => import('./screens/status-detail-screen')),
    authRoute('/users/friends/', () => import('./screens/friends-screen')),
    publicRoute('/users/:id/', () => import('./screens/user-screen')),
  ],
};
