import { withQuery } from './query';

const enc = encodeURIComponent;

/** Screens of the 'research' area (spec 001 §2 "Funds market", "Fund and stock detail"). */
export const researchPaths = {
  /** Fund screener; the filters live in the query string. */
  fundScreener: (q?: Record<string, string | number | undefined>) =>
    withQuery('/symbols/funds/advance/', q),
  fundRecommend: () => '/symbols/funds/recommend/',
  fundSectors: () => '/symbols/funds/sectors/',
  fundSector: (id: number, q?: { sort?: string }) => withQuery(`/symbols/funds/sectors/${id}/`, q),
  indexFunds: () =>
    withQuery('/symbols/funds/index_fund/', { fund_type: 'zs', sort: '-percent_year' }),
  /** The compare list; `symbol` + `abbr_name` add a fund to it. */
  fundCompare: (q?: { symbol?: string; abbr_name?: string }) =>
    withQuery('/symbols/funds/compare/', q),
  fundComparison: (symbolA: string, symbolB: string) =>
    withQuery('/symbols/funds/comparison/detail/', { symbolA, symbolB }),
  fundStylesOverview: () => '/symbols/fund_styles/overview',
  fundStyleInfo: (symbol: string) => withQuery('/symbols/fund_styles/info', { symbol }),
  fundStylesMonthly: (month?: string) =>
    withQuery('/symbols/fund_styles/monthly_overview', { month }),
  fundStyleHistory: (symbol: string) => withQuery('/symbols/fund_styles/history', { symbol }),
  /** A fund's allocation, industry and asset-history tabs (paths not given by the spec). */
  fundAssets: (symbol: string) => `/s/${enc(symbol)}/assets/`,
  holdersAtlas: (symbol: string) =>
    withQuery(`/s/${enc(symbol)}/holders_atlas/`, { type: 'holders_atlas' }),
  indexes: () => '/symbols/indexes/',
  indexDetail: (symbol: string) => `/symbols/indexes/${enc(symbol)}/`,
  /** A stock (SH600519); designed path — `/s/{symbol}` is the fund detail (see research README). */
  stockDetail: (symbol: string) => `/symbols/stocks/${enc(symbol)}/`,
  statusDetail: (id: number) => `/statuses/${id}`,
  statusNews: () => '/statuses/news/',
  userProfile: (id: number) => `/users/${id}/`,
  /** 我的关注: the users the logged-in user follows (designed path beside `/users/friends/`). */
  userFriends: () => '/users/friends/',
  /** The A-share board: Shenwan sectors and every stock, sorted (`-market_value`, `pe`…). */
  marketDetail: (q?: { sort?: string }) => withQuery('/symbols/markets/cn/detail/', q),
  /** A Shenwan sector of the A-share board and its stocks. */
  marketSector: (id: number, q?: { sort?: string }) =>
    withQuery(`/symbols/markets/cn/sect/${id}/`, q),
  blockTradesDailyTop: () => '/symbols/block_trades/daily_top/',
  stockBlockTrade: () => '/symbols/stocks/block_trade/',
  shareholder: (id: number) => `/symbols/shareholders/${id}/`,
  shareholderChampions: () => '/symbols/shareholders/champions/',
  /** A fund-picking tool preset (1 equity, 2 hybrid, 3 bond, 4 index funds). */
  toolsSearch: (id: number) => `/symbols/tools_search/${id}/`,
  /** Following tabs beside `following()` / `followingFunds()` / `followingStocks()`. */
  followingIndexes: () => '/symbols/following/indexes',
  followingManagers: () => '/symbols/following/managers',
} as const;
