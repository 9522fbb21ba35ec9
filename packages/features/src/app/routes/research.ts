import { route, withQuery } from './route';

const enc = encodeURIComponent;

/** Screens of the 'research' area (spec 001 §2 "Funds market", "Fund and stock detail"). */
export const researchRoutes = {
  /** Fund screener; the filters live in the query string. */
  fundScreener: route(
    '/symbols/funds/advance/',
    (q?: Record<string, string | number | undefined>) => withQuery('/symbols/funds/advance/', q),
  ),
  fundRecommend: route('/symbols/funds/recommend/'),
  fundSectors: route('/symbols/funds/sectors/'),
  fundSector: route('/symbols/funds/sectors/:id/', (id: number, q?: { sort?: string }) =>
    withQuery(`/symbols/funds/sectors/${id}/`, q),
  ),
  indexFunds: route('/symbols/funds/index_fund/', () =>
    withQuery('/symbols/funds/index_fund/', { fund_type: 'zs', sort: '-percent_year' }),
  ),
  /** The compare list; `symbol` + `abbr_name` add a fund to it. */
  fundCompare: route('/symbols/funds/compare/', (q?: { symbol?: string; abbr_name?: string }) =>
    withQuery('/symbols/funds/compare/', q),
  ),
  fundComparison: route('/symbols/funds/comparison/detail/', (symbolA: string, symbolB: string) =>
    withQuery('/symbols/funds/comparison/detail/', { symbolA, symbolB }),
  ),
  fundStylesOverview: route('/symbols/fund_styles/overview'),
  fundStyleInfo: route('/symbols/fund_styles/info', (symbol: string) =>
    withQuery('/symbols/fund_styles/info', { symbol }),
  ),
  fundStylesMonthly: route('/symbols/fund_styles/monthly_overview', (month?: string) =>
    withQuery('/symbols/fund_styles/monthly_overview', { month }),
  ),
  fundStyleHistory: route('/symbols/fund_styles/history', (symbol: string) =>
    withQuery('/symbols/fund_styles/history', { symbol }),
  ),
  /** A fund's allocation, industry and asset-history tabs (paths not given by the spec). */
  fundAssets: route('/s/:symbol/assets/', (symbol: string) => `/s/${enc(symbol)}/assets/`),
  holdersAtlas: route('/s/:symbol/holders_atlas/', (symbol: string) =>
    withQuery(`/s/${enc(symbol)}/holders_atlas/`, { type: 'holders_atlas' }),
  ),
  indexes: route('/symbols/indexes/'),
  indexDetail: route(
    '/symbols/indexes/:symbol',
    (symbol: string) => `/symbols/indexes/${enc(symbol)}/`,
  ),
  /** A stock (SH600519); designed path — `/s/{symbol}` is the fund detail (see research README). */
  stockDetail: route(
    '/symbols/stocks/:symbol/',
    (symbol: string) => `/symbols/stocks/${enc(symbol)}/`,
  ),
  statusDetail: route('/statuses/:id', (id: number) => `/statuses/${id}`),
  statusNews: route('/statuses/news/'),
  userProfile: route('/users/:id/', (id: number) => `/users/${id}/`),
  /** 我的关注: the users the logged-in user follows (designed path beside `/users/friends/`). */
  userFriends: route('/users/friends/'),
  /** The A-share board: Shenwan sectors and every stock, sorted (`-market_value`, `pe`…). */
  marketDetail: route('/symbols/markets/cn/detail/', (q?: { sort?: string }) =>
    withQuery('/symbols/markets/cn/detail/', q),
  ),
  /** A Shenwan sector of the A-share board and its stocks. */
  marketSector: route('/symbols/markets/cn/sect/:id/', (id: number, q?: { sort?: string }) =>
    withQuery(`/symbols/markets/cn/sect/${id}/`, q),
  ),
  blockTradesDailyTop: route('/symbols/block_trades/daily_top/'),
  stockBlockTrade: route('/symbols/stocks/block_trade/'),
  shareholder: route('/symbols/shareholders/:id/', (id: number) => `/symbols/shareholders/${id}/`),
  shareholderChampions: route('/symbols/shareholders/champions/'),
  /** A fund-picking tool preset (1 equity, 2 hybrid, 3 bond, 4 index funds). */
  toolsSearch: route('/symbols/tools_search/:id/', (id: number) => `/symbols/tools_search/${id}/`),
  /** Following tabs beside `following()` / `followingFunds()` / `followingStocks()`. */
  followingIndexes: route('/symbols/following/indexes'),
  followingManagers: route('/symbols/following/managers'),
} as const;
