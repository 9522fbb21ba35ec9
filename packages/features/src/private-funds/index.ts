import { authRoute, publicRoute, type AreaModule } from '../app/area';

/**
 * The 'private-funds' area (spec 001 §2 private funds, §6, §7): the sandbox product
 * page, the qualified-investor declaration, the reservation form and the holdings. See README.md.
 */
export const privateFundsArea: AreaModule = {
  id: 'private-funds',
  routes: [
    authRoute('/privatefunds/qualification/', () => import('./screens/qualify-screen')),
    authRoute(
      '/privatefunds/investment_risk/questions/',
      () => import('./screens/risk-questions-screen'),
    ),
    authRoute('/privatefunds/investment_risk/mine/', () => import('./screens/risk-mine-screen')),
    authRoute('/privatefunds/:slug/reservation/', () => import('./screens/reserve-screen')),
    publicRoute('/privatefunds/:slug/', () => import('./screens/product-screen')),
    authRoute('/accounts/private_funds/', () => import('./screens/holdings-screen')),
    authRoute('/accounts/private_funds/income/', () => import('./screens/income-screen')),
    authRoute('/accounts/private_funds/:id/', () => import('./screens/holding-screen')),
    authRoute('/accounts/private_funds/:id/shares_info/', () => import('./screens/shares-screen')),
    authRoute(
      '/accounts/private_funds/:id/income_list/',
      () => import('./screens/income-list-screen'),
    ),
    authRoute(
      '/accounts/private_funds/:id/trade_record_list/',
      () => import('./screens/trade-records-screen'),
    ),
  ],
};
