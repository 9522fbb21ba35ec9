import { areaScreens, type AreaModule } from '../app/area';

const { publicRoute, authRoute } = areaScreens(() => import('./research-screens'));

/**
 * The 'research' area (issue 15; spec 001 §2 "Funds market", "Fund and stock detail"): the fund
 * screener, recommend, sectors, index funds, compare and comparison, fund styles, indexes,
 * stocks, a fund's assets and holder atlas, news and posts, users. Routes: README.md.
 */
export const researchArea: AreaModule = {
  id: 'research',
  routes: [
    publicRoute('/symbols/funds/advance/', 'screener-screen'),
    publicRoute('/symbols/funds/recommend/', 'recommend-screen'),
    publicRoute('/symbols/funds/index_fund/', 'index-fund-screen'),
    publicRoute('/symbols/funds/sectors/', 'sectors-screen'),
    publicRoute('/symbols/funds/sectors/:id/', 'sector-detail-screen'),
    publicRoute('/symbols/funds/compare/', 'compare-screen'),
    publicRoute('/symbols/funds/comparison/detail/', 'comparison-screen'),
    publicRoute('/symbols/fund_styles/overview', 'fund-styles-overview-screen'),
    publicRoute('/symbols/fund_styles/monthly_overview', 'fund-styles-overview-screen'),
    publicRoute('/symbols/fund_styles/info', 'fund-style-screen'),
    publicRoute('/symbols/fund_styles/history', 'fund-style-screen'),
    publicRoute('/symbols/indexes/', 'indexes-screen'),
    publicRoute('/symbols/indexes/:symbol', 'index-detail-screen'),
    publicRoute('/symbols/stocks/:symbol/', 'stock-detail-screen'),
    publicRoute('/s/:symbol/assets/', 'fund-assets-screen'),
    publicRoute('/s/:symbol/holders_atlas/', 'holders-atlas-screen'),
    publicRoute('/symbols/markets/cn/detail/', 'market-detail-screen'),
    publicRoute('/symbols/markets/cn/sect/:id/', 'market-sector-screen'),
    publicRoute('/symbols/block_trades/daily_top/', 'block-trades-top-screen'),
    publicRoute('/symbols/stocks/block_trade/', 'block-trades-top-screen'),
    publicRoute('/symbols/shareholders/champions/', 'shareholder-champions-screen'),
    publicRoute('/symbols/shareholders/:id/', 'shareholder-screen'),
    publicRoute('/symbols/tools_search/:id/', 'tools-search-screen'),
    // The 自选 tabs (moved from the funds area: one tabbed screen for funds, stocks, indexes, managers)
    authRoute('/symbols/following/', 'following-screen'),
    authRoute('/symbols/following/funds', 'following-screen'),
    authRoute('/symbols/following/stocks', 'following-screen'),
    authRoute('/symbols/following/indexes', 'following-screen'),
    authRoute('/symbols/following/managers', 'following-screen'),
    publicRoute('/statuses/news/', 'news-screen'),
    publicRoute('/statuses/:id', 'status-detail-screen'),
    authRoute('/users/friends/', 'friends-screen'),
    publicRoute('/users/:id/', 'user-screen'),
  ],
};
