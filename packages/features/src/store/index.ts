import { authRoute, publicRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/**
 * The 'store' area (spec 001 §2 "Store"): applying for an advisor store, the store page
 * and its follows, the owner's portfolios, timeline, income and withdrawal. See README.md.
 */
export const storeArea: AreaModule = {
  id: 'store',
  routes: [
    authRoute(appRoutes.storeApply.pattern, () => import('./screens/apply-screen')),
    authRoute(appRoutes.storeApplyForm.pattern, () => import('./screens/apply-form-screen')),
    authRoute(appRoutes.storeMine.pattern, () => import('./screens/mine-screen')),
    authRoute(appRoutes.storeSettings.pattern, () => import('./screens/settings-screen')),
    publicRoute(appRoutes.storeFollowing.pattern, () => import('./screens/following-screen')),
    publicRoute(appRoutes.storePortfolios.pattern, () => import('./screens/portfolios-screen')),
    publicRoute(
      appRoutes.storePortfoliosRecommend.pattern,
      () => import('./screens/recommend-screen'),
    ),
    authRoute(
      appRoutes.storePortfoliosSettings.pattern,
      () => import('./screens/portfolios-settings-screen'),
    ),
    authRoute(
      appRoutes.storePortfolioManage.pattern,
      () => import('./screens/portfolio-manage-screen'),
    ),
    authRoute(appRoutes.storePortfolioAssets.pattern, () => import('./screens/assets-screen')),
    authRoute(appRoutes.storeAssetsMine.pattern, () => import('./screens/assets-screen')),
    authRoute(appRoutes.storeIncomeMine.pattern, () => import('./screens/income-screen')),
    authRoute(appRoutes.storeIncomeWithdraw.pattern, () => import('./screens/withdraw-screen')),
    authRoute(appRoutes.storeIncomeForecast.pattern, () => import('./screens/forecast-screen')),
    publicRoute(appRoutes.storeTimeline.pattern, () => import('./screens/timeline-screen')),
    authRoute(
      appRoutes.storeTimelineCreate.pattern,
      () => import('./screens/timeline-create-screen'),
    ),
    publicRoute(appRoutes.storeDetail.pattern, () => import('./screens/detail-screen')),
  ],
};
