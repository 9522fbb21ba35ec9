import { createElement } from 'react';
import { StarIcon } from '@jijin/ui';
import { authRoute, publicRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/**
 * The 'research' area (spec 001 §2 "Funds market", "Fund and stock detail"): the fund
 * screener, recommend, sectors, index funds, compare and comparison, fund styles, indexes,
 * stocks, a fund's assets and holder atlas, news and posts, users. Routes: README.md.
 */
export const researchArea: AreaModule = {
  id: 'research',
  tabs: [{ path: '/symbols/following/', label: '自选', order: 50, icon: createElement(StarIcon) }],
  routes: [
    publicRoute(appRoutes.fundScreener.pattern, () => import('./screens/screener-screen')),
    publicRoute(appRoutes.fundRecommend.pattern, () => import('./screens/recommend-screen')),
    publicRoute(appRoutes.indexFunds.pattern, () => import('./screens/index-fund-screen')),
    publicRoute(appRoutes.fundSectors.pattern, () => import('./screens/sectors-screen')),
    publicRoute(appRoutes.fundSector.pattern, () => import('./screens/sector-detail-screen')),
    publicRoute(appRoutes.fundCompare.pattern, () => import('./screens/compare-screen')),
    publicRoute(appRoutes.fundComparison.pattern, () => import('./screens/comparison-screen')),
    publicRoute(
      appRoutes.fundStylesOverview.pattern,
      () => import('./screens/fund-styles-overview-screen'),
    ),
    publicRoute(
      appRoutes.fundStylesMonthly.pattern,
      () => import('./screens/fund-styles-overview-screen'),
    ),
    publicRoute(appRoutes.fundStyleInfo.pattern, () => import('./screens/fund-style-screen')),
    publicRoute(appRoutes.fundStyleHistory.pattern, () => import('./screens/fund-style-screen')),
    publicRoute(appRoutes.indexes.pattern, () => import('./screens/indexes-screen')),
    publicRoute(appRoutes.indexDetail.pattern, () => import('./screens/index-detail-screen')),
    publicRoute(appRoutes.stockDetail.pattern, () => import('./screens/stock-detail-screen')),
    publicRoute(appRoutes.fundAssets.pattern, () => import('./screens/fund-assets-screen')),
    publicRoute(appRoutes.holdersAtlas.pattern, () => import('./screens/holders-atlas-screen')),
    publicRoute(appRoutes.marketDetail.pattern, () => import('./screens/market-detail-screen')),
    publicRoute(appRoutes.marketSector.pattern, () => import('./screens/market-sector-screen')),
    publicRoute(
      appRoutes.blockTradesDailyTop.pattern,
      () => import('./screens/block-trades-top-screen'),
    ),
    publicRoute(
      appRoutes.stockBlockTrade.pattern,
      () => import('./screens/block-trades-top-screen'),
    ),
    publicRoute(
      appRoutes.shareholderChampions.pattern,
      () => import('./screens/shareholder-champions-screen'),
    ),
    publicRoute(appRoutes.shareholder.pattern, () => import('./screens/shareholder-screen')),
    publicRoute(appRoutes.toolsSearch.pattern, () => import('./screens/tools-search-screen')),
    // The 自选 tabs (moved from the funds area: one tabbed screen for funds, stocks, indexes, managers)
    publicRoute(appRoutes.following.pattern, () => import('./screens/following-screen')),
    publicRoute(appRoutes.followingFunds.pattern, () => import('./screens/following-screen')),
    publicRoute(appRoutes.followingStocks.pattern, () => import('./screens/following-screen')),
    publicRoute(appRoutes.followingIndexes.pattern, () => import('./screens/following-screen')),
    publicRoute(appRoutes.followingManagers.pattern, () => import('./screens/following-screen')),
    publicRoute(appRoutes.statusNews.pattern, () => import('./screens/news-screen')),
    publicRoute(appRoutes.statusDetail.pattern, () => import('./screens/status-detail-screen')),
    authRoute(appRoutes.userFriends.pattern, () => import('./screens/friends-screen')),
    publicRoute(appRoutes.userProfile.pattern, () => import('./screens/user-screen')),
  ],
};
