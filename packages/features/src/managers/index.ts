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
    publicRoute(`${M}/card`, () => import('./screens/manager-card-screen')),
    publicRoute(`${M}/lists/`, () => import('./screens/manager-lists-screen')),
    publicRoute(`${M}/lists/:id/`, () => import('./screens/manager-list-detail-screen')),
    publicRoute(`${M}/compare/list/`, () => import('./screens/manager-compare-list-screen')),
    publicRoute(
      `${M}/compare/selector/`,
      () => import('./screens/manager-compare-selector-screen'),
    ),
    publicRoute(`${M}/:id/compare/`, () => import('./screens/manager-compare-screen')),
    publicRoute(`${M}/:id/opinions/`, () => import('./screens/manager-opinions-screen')),
    publicRoute(`${M}/:id/introduction/`, () => import('./screens/manager-introduction-screen')),
    publicRoute(`${M}/:id/`, () => import('./screens/manager-detail-screen')),
    publicRoute(`${M}/:id/fund_list/`, () => import('./screens/manager-fund-list-screen')),
  ],
};
