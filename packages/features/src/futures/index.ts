import { appPaths } from '@jijin/core';
import { authRoute, publicRoute, type AreaModule } from '../app/area';

/**
 * The 'futures' area (spec 001 §2 Futures): only in the native futures app — elsewhere these
 * routes do not exist (页面不存在). Paths are ours (README.md).
 */
export const futuresArea: AreaModule = {
  id: 'futures',
  isFor: (client) => client.isFuturesApp,
  routes: [
    publicRoute(appPaths.futuresProducts(), () => import('./screens/products-screen')),
    publicRoute('/futures/products/:id/', () => import('./screens/product-screen')),
    publicRoute(appPaths.futuresProductReviews(), () => import('./screens/reviews-screen')),
    publicRoute('/futures/instruments/:id/', () => import('./screens/instrument-screen')),
    authRoute(appPaths.futuresAccounts(), () => import('./screens/accounts-screen')),
    authRoute(appPaths.futuresBindAccount(), () => import('./screens/bind-account-screen')),
    authRoute(appPaths.futuresIncome(), () => import('./screens/income-screen')),
  ],
};
