import { publicRoute, type AreaModule } from '../app/area';

const M = '/symbols/funds/managers';

/**
 * The 'managers' area (spec 001 §2 Fund managers): list, detail with computed scores, funds,
 * follows (guest on the device, server after login), assessment, lists, compare.
 */
export const managersArea: AreaModule = {
  id: 'managers',
  routes: [
    publicRoute(`${M}/`, () => import('./screens/manager-list-screen')),
    publicRoute(`${M}/following/`, () => import('./screens/manager-following-screen')),
    publicRoute(`${M}/question/`, () => import('./screens/manager-question-screen')),
    publicRoute(`${M}/assess/`, () => import('./screens/manager-assess-screen')),
    publicRoute(`${M}/assess/history`, () => import('./screens/manager-assess-history-screen')),
    publicRoute(`${M}/:id/`, () => import('./screens/manager-detail-screen')),
    publicRoute(`${M}/:id/fund_list/`, () => import('./screens/manager-fund-list-screen')),
  ],
};
