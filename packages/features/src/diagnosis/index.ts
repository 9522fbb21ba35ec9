import { areaScreens, type AreaModule } from '../app/area';

const { publicRoute, authRoute } = areaScreens(() => import('./diagnosis-screens'));

const D = '/symbols/funds/diagnosis';

/**
 * The 'diagnosis' area (spec 001 §2 diagnosis routes): search, diagnosis from the fund's real NAV
 * history, the guest's 3 free diagnoses, the recent list and history on the device, tracking.
 */
export const diagnosisArea: AreaModule = {
  id: 'diagnosis',
  routes: [
    publicRoute(`${D}/`, 'diagnosis-home-screen'),
    publicRoute(`${D}/search`, 'diagnosis-search-screen'),
    publicRoute(`${D}/detail/:symbol/`, 'diagnosis-detail-screen'),
    publicRoute(`${D}/company`, 'diagnosis-company-screen'),
    publicRoute(`${D}/optional`, 'diagnosis-optional-screen'),
    publicRoute('/symbols/funds/potential/:symbol/', 'fund-potential-screen'),
    publicRoute('/symbols/funds/asset_forecast/:symbol/', 'fund-asset-forecast-screen'),
    // spec 001 §5.3 card links name the same screen /s/{symbol}/asset_forecast/
    publicRoute('/s/:symbol/asset_forecast/', 'fund-asset-forecast-screen'),
    authRoute(`${D}/review/`, 'diagnosis-review-screen'),
    authRoute(`${D}/review/detail/:id/`, 'diagnosis-review-detail-screen'),
  ],
};
