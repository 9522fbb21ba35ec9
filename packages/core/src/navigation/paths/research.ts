import { withQuery } from './query';

/** Screens of the 'research' area (spec 001 §2); the area adds its entries here. */
export const researchPaths = {
  // Added by ai-chat (issue 18): research screens the AI cards open (spec 001 §2 AI chat).
  fundHoldersAtlas: (symbol: string) =>
    withQuery(`/s/${encodeURIComponent(symbol)}/holders_atlas/`, { type: 'holders_atlas' }),
  fundAssetForecast: (symbol: string) => `/s/${encodeURIComponent(symbol)}/asset_forecast/`,
  fundAdvance: () => '/symbols/funds/advance/',
  indexFunds: () =>
    withQuery('/symbols/funds/index_fund/', { fund_type: 'zs', sort: '-percent_year' }),
  fundPotential: (symbol: string) => `/symbols/funds/potential/${encodeURIComponent(symbol)}/`,
  fundComparisonDetail: (q: { symbolA: string; symbolB: string }) =>
    withQuery('/symbols/funds/comparison/detail/', q),
  fundCompare: (q?: { symbol?: string; abbr_name?: string }) =>
    withQuery('/symbols/funds/compare/', q),
  indexDetail: (symbol: string) => `/symbols/indexes/${encodeURIComponent(symbol)}/`,
  blockTradesDailyTop: () => '/symbols/block_trades/daily_top/',
  stockBlockTrade: () => '/symbols/stocks/block_trade/',
  quantAnalyse: (symbol: string) => `/quant/${encodeURIComponent(symbol)}/analyse/`,
} as const;
