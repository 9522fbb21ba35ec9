import { authRoute, publicRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/**
 * The 'private-funds' area (spec 001 §2 private funds, §6, §7): the sandbox product
 * page, the qualified-investor declaration, the reservation form and the holdings. See README.md.
 */
export const privateFundsArea: AreaModule = {
  id: 'private-funds',
  routes: [
    authRoute(appRoutes.privateFundsQualify.pattern, () => import('./screens/qualify-screen')),
    authRoute(
      appRoutes.privateFundRiskQuestions.pattern,
      () => import('./screens/risk-questions-screen'),
    ),
    authRoute(appRoutes.privateFundRiskMine.pattern, () => import('./screens/risk-mine-screen')),
    authRoute(appRoutes.privateFundReserve.pattern, () => import('./screens/reserve-screen')),
    publicRoute(appRoutes.privateFundProduct.pattern, () => import('./screens/product-screen')),
    authRoute(appRoutes.privateFundsHoldings.pattern, () => import('./screens/holdings-screen')),
    authRoute(appRoutes.privateFundsIncome.pattern, () => import('./screens/income-screen')),
    authRoute(appRoutes.privateFundHolding.pattern, () => import('./screens/holding-screen')),
    authRoute(appRoutes.privateFundShares.pattern, () => import('./screens/shares-screen')),
    authRoute(
      appRoutes.privateFundIncomeList.pattern,
      () => import('./screens/income-list-screen'),
    ),
    authRoute(
      appRoutes.privateFundTradeRecords.pattern,
      () => import('./screens/trade-records-screen'),
    ),
  ],
};
