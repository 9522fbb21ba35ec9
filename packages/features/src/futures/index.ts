import { authRoute, publicRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/**
 * The 'futures' area (spec 001 §2 Futures): only in the native futures app — elsewhere these
 * routes do not exist (页面不存在). Paths are ours (README.md).
 */
export const futuresArea: AreaModule = {
  id: 'futures',
  isFor: (client) => client.isFuturesApp,
  routes: [
    publicRoute(appRoutes.futuresProducts.pattern, () => import('./screens/products-screen')),
    publicRoute(appRoutes.futuresProduct.pattern, () => import('./screens/product-screen')),
    publicRoute(appRoutes.futuresProductReviews.pattern, () => import('./screens/reviews-screen')),
    publicRoute(appRoutes.futuresInstrument.pattern, () => import('./screens/instrument-screen')),
    authRoute(appRoutes.futuresAccounts.pattern, () => import('./screens/accounts-screen')),
    authRoute(appRoutes.futuresBindAccount.pattern, () => import('./screens/bind-account-screen')),
    authRoute(appRoutes.futuresIncome.pattern, () => import('./screens/income-screen')),
  ],
};
