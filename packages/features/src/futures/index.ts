import { appPaths } from '@jijin/core';
import { areaScreens, type AreaModule } from '../app/area';

const { publicRoute, authRoute } = areaScreens(() => import('./futures-screens'));

/**
 * The 'futures' area (spec 001 §2 Futures): only in the native futures app — elsewhere these
 * routes do not exist (页面不存在). Paths are ours (README.md).
 */
export const futuresArea: AreaModule = {
  id: 'futures',
  isFor: (client) => client.isFuturesApp,
  routes: [
    publicRoute(appPaths.futuresProducts(), 'products-screen'),
    publicRoute('/futures/products/:id/', 'product-screen'),
    publicRoute(appPaths.futuresProductReviews(), 'reviews-screen'),
    publicRoute('/futures/instruments/:id/', 'instrument-screen'),
    authRoute(appPaths.futuresAccounts(), 'accounts-screen'),
    authRoute(appPaths.futuresBindAccount(), 'bind-account-screen'),
    authRoute(appPaths.futuresIncome(), 'income-screen'),
  ],
};
