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
    authRoute(`${D}/review/`, () => import('./screens/diagnosis-review-screen')),
    authRoute(`${D}/review/detail/:id/`, () => import('./screens/diagnosis-review-detail-screen')),
  ],
};
