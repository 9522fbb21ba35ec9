import { authRoute, publicRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/**
 * The 'diagnosis' area (spec 001 §2 diagnosis routes): search, diagnosis from the fund's real NAV
 * history, the guest's 3 free diagnoses, the recent list and history on the device, tracking.
 */
export const diagnosisArea: AreaModule = {
  id: 'diagnosis',
  routes: [
    publicRoute(appRoutes.diagnosisHome.pattern, () => import('./screens/diagnosis-home-screen')),
    publicRoute(
      appRoutes.diagnosisSearch.pattern,
      () => import('./screens/diagnosis-search-screen'),
    ),
    publicRoute(
      appRoutes.diagnosisDetail.pattern,
      () => import('./screens/diagnosis-detail-screen'),
    ),
    publicRoute(
      appRoutes.diagnosisCompany.pattern,
      () => import('./screens/diagnosis-company-screen'),
    ),
    publicRoute(
      appRoutes.diagnosisOptional.pattern,
      () => import('./screens/diagnosis-optional-screen'),
    ),
    publicRoute(appRoutes.fundPotential.pattern, () => import('./screens/fund-potential-screen')),
    publicRoute(
      appRoutes.fundAssetForecast.pattern,
      () => import('./screens/fund-asset-forecast-screen'),
    ),
    // spec 001 §5.3 card links name the same screen /s/{symbol}/asset_forecast/
    publicRoute(
      appRoutes.fundAssetForecastShort.pattern,
      () => import('./screens/fund-asset-forecast-screen'),
    ),
    authRoute(appRoutes.diagnosisReview.pattern, () => import('./screens/diagnosis-review-screen')),
    authRoute(
      appRoutes.diagnosisReviewDetail.pattern,
      () => import('./screens/diagnosis-review-detail-screen'),
    ),
  ],
};
