import { publicRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/**
 * The 'managers' area (spec 001 §2 Fund managers): list, detail with computed scores, funds,
 * follows (guest on the device, server after login), assessment, lists, compare.
 */
export const managersArea: AreaModule = {
  id: 'managers',
  routes: [
    publicRoute(appRoutes.managerList.pattern, () => import('./screens/manager-list-screen')),
    publicRoute(
      appRoutes.managerFollowing.pattern,
      () => import('./screens/manager-following-screen'),
    ),
    publicRoute(
      appRoutes.managerQuestion.pattern,
      () => import('./screens/manager-question-screen'),
    ),
    publicRoute(appRoutes.managerAssess.pattern, () => import('./screens/manager-assess-screen')),
    publicRoute(
      appRoutes.managerAssessHistory.pattern,
      () => import('./screens/manager-assess-history-screen'),
    ),
    publicRoute(appRoutes.managerCard.pattern, () => import('./screens/manager-card-screen')),
    publicRoute(appRoutes.managerLists.pattern, () => import('./screens/manager-lists-screen')),
    publicRoute(
      appRoutes.managerListDetail.pattern,
      () => import('./screens/manager-list-detail-screen'),
    ),
    publicRoute(
      appRoutes.managerCompareList.pattern,
      () => import('./screens/manager-compare-list-screen'),
    ),
    publicRoute(
      appRoutes.managerCompareSelector.pattern,
      () => import('./screens/manager-compare-selector-screen'),
    ),
    publicRoute(appRoutes.managerCompare.pattern, () => import('./screens/manager-compare-screen')),
    publicRoute(
      appRoutes.managerOpinions.pattern,
      () => import('./screens/manager-opinions-screen'),
    ),
    publicRoute(
      appRoutes.managerIntroduction.pattern,
      () => import('./screens/manager-introduction-screen'),
    ),
    publicRoute(appRoutes.managerDetail.pattern, () => import('./screens/manager-detail-screen')),
    publicRoute(
      appRoutes.managerFundList.pattern,
      () => import('./screens/manager-fund-list-screen'),
    ),
  ],
};
