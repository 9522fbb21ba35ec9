import { withQuery } from './query';

/** Screens of the 'store' area (spec 001 §2 Store). */
export const storePaths = {
  storeApply: () => '/store/apply/',
  storeApplyForm: () => '/store/apply_form/',
  storeMine: () => '/store/mine/',
  storeDetail: (id: number | string) => `/store/${id}/`,
  storeFollowing: () => '/store/following/',
  storeSettings: () => '/store/settings/',
  storePortfolios: (storeId: number | string) =>
    withQuery('/store/portfolios/', { store_id: storeId }),
  storePortfoliosRecommend: () => '/store/portfolios/recommend/',
  storePortfoliosSettings: (storeId: number | string) =>
    withQuery('/store/portfolios/settings/', { store_id: storeId }),
  storePortfolioManage: (id: number | string) => `/store/portfolios/${id}/manage/`,
  storePortfolioAssets: (id: number | string) => `/store/portfolios/${id}/assets/`,
  storeAssetsMine: () => '/store/assets/mine/',
  storeIncomeMine: () => '/store/income/mine/',
  storeIncomeWithdraw: () => '/store/income/withdraw/',
  storeIncomeForecast: () => '/store/income/forecast/',
  storeTimeline: (q?: { store_id?: number | string; portfolio_id?: number | string }) =>
    withQuery('/store/timeline/', q),
  storeTimelineCreate: () => '/store/timeline/create/',
} as const;
