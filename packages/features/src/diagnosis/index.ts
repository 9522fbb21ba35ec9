import { authRoute, publicRoute, type AreaModule } from '../app/area';

const D = '/symbols/funds/diagnosis';

/**
 * The 'diagnosis' area (spec 001 §2 diagnosis routes): search, diagnosis from the fund's real NAV
 * history, the guest's 3 free diagnoses, the recent list and history on the device, tracking.
 */
export const diagnosisArea: AreaModule = {
  id: 'diagnosis',
  routes: [
    publicRoute(`${D}/`, () => import('./screens/diagnosis-home-screen')),
    publicRoute(`${D}/search`, () => import('./screens/diagnosis-search-screen')),
    publicRoute(`${D}/detail/:symbol/`, () => import('./screens/diagnosis-detail-screen')),
    publicRoute(`${D}/company`, () => import('./screens/diagnosis-company-screen')),
    publicRoute(`${D}/optional`, () => import('./screens/diagnosis-optional-screen')),
    publicRoute(
      '/symbols/funds/potential/:symbol/',
      () => import('./screens/fund-potential-screen'),
    ),
    publicRoute(
      '/symbols/funds/asset_forecast/:symbol/',
      () => import('./screens/fund-asset-forecast-screen'),
    ),
    // spec 001 §5.3 card links name the same screen /s/{symbol}/asset_forecast/
    publicRoute('/s/:symbol/asset_forecast/', () => import('./screens/fund-asset-forecast-screen')),
    authRoute(`${D}/review/`, () => import('./screens/diagnosis-review-screen')),
    authRoute(`${D}/review/detail/:id/`, () => import('./screens/diagnosis-review-detail-screen')),
  ],
};
