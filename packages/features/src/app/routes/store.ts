import { route, withQuery } from './route';

/** Screens of the 'store' area (spec 001 §2 Store). */
export const storeRoutes = {
  storeApply: route('/store/apply/'),
  storeApplyForm: route('/store/apply_form/'),
  storeMine: route('/store/mine/'),
  storeDetail: route('/store/:id/', (id: number | string) => `/store/${id}/`),
  storeFollowing: route('/store/following/'),
  storeSettings: route('/store/settings/'),
  storePortfolios: route('/store/portfolios/', (storeId: number | string) =>
    withQuery('/store/portfolios/', { store_id: storeId }),
  ),
  storePortfoliosRecommend: route('/store/portfolios/recommend/'),
  storePortfoliosSettings: route('/store/portfolios/settings/', (storeId: number | string) =>
    withQuery('/store/portfolios/settings/', { store_id: storeId }),
  ),
  storePortfolioManage: route(
    '/store/portfolios/:id/manage/',
    (id: number | string) => `/store/portfolios/${id}/manage/`,
  ),
  storePortfolioAssets: route(
    '/store/portfolios/:id/assets/',
    (id: number | string) => `/store/portfolios/${id}/assets/`,
  ),
  storeAssetsMine: route('/store/assets/mine/'),
  storeIncomeMine: route('/store/income/mine/'),
  storeIncomeWithdraw: route('/store/income/withdraw/'),
  storeIncomeForecast: route('/store/income/forecast/'),
  storeTimeline: route(
    '/store/timeline/',
    (q?: { store_id?: number | string; portfolio_id?: number | string }) =>
      withQuery('/store/timeline/', q),
  ),
  storeTimelineCreate: route('/store/timeline/create/'),
} as const;
