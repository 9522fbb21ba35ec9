import { areaScreens, type AreaModule } from '../app/area';

const { publicRoute } = areaScreens(() => import('./managers-screens'));

const M = '/symbols/funds/managers';

/**
 * The 'managers' area (spec 001 §2 Fund managers): list, detail with computed scores, funds,
 * follows (guest on the device, server after login), assessment, lists, compare.
 */
export const managersArea: AreaModule = {
  id: 'managers',
  routes: [
    publicRoute(`${M}/`, 'manager-list-screen'),
    publicRoute(`${M}/following/`, 'manager-following-screen'),
    publicRoute(`${M}/question/`, 'manager-question-screen'),
    publicRoute(`${M}/assess/`, 'manager-assess-screen'),
    publicRoute(`${M}/assess/history`, 'manager-assess-history-screen'),
    publicRoute(`${M}/card`, 'manager-card-screen'),
    publicRoute(`${M}/lists/`, 'manager-lists-screen'),
    publicRoute(`${M}/lists/:id/`, 'manager-list-detail-screen'),
    publicRoute(`${M}/compare/list/`, 'manager-compare-list-screen'),
    publicRoute(`${M}/compare/selector/`, 'manager-compare-selector-screen'),
    publicRoute(`${M}/:id/compare/`, 'manager-compare-screen'),
    publicRoute(`${M}/:id/opinions/`, 'manager-opinions-screen'),
    publicRoute(`${M}/:id/introduction/`, 'manager-introduction-screen'),
    publicRoute(`${M}/:id/`, 'manager-detail-screen'),
    publicRoute(`${M}/:id/fund_list/`, 'manager-fund-list-screen'),
  ],
};
