import { areaScreens, type AreaModule } from '../app/area';

const { publicRoute, authRoute } = areaScreens(() => import('./private-funds-screens'));

/**
 * The 'private-funds' area (issue 17, spec 001 §2 private funds, §6, §7): the sandbox product
 * page, the qualified-investor declaration, the reservation form and the holdings. See README.md.
 */
export const privateFundsArea: AreaModule = {
  id: 'private-funds',
  routes: [
    authRoute('/privatefunds/qualification/', 'qualify-screen'),
    authRoute('/privatefunds/investment_risk/questions/', 'risk-questions-screen'),
    authRoute('/privatefunds/investment_risk/mine/', 'risk-mine-screen'),
    authRoute('/privatefunds/:slug/reservation/', 'reserve-screen'),
    publicRoute('/privatefunds/:slug/', 'product-screen'),
    authRoute('/accounts/private_funds/', 'holdings-screen'),
    authRoute('/accounts/private_funds/income/', 'income-screen'),
    authRoute('/accounts/private_funds/:id/', 'holding-screen'),
    authRoute('/accounts/private_funds/:id/shares_info/', 'shares-screen'),
    authRoute('/accounts/private_funds/:id/income_list/', 'income-list-screen'),
    authRoute('/accounts/private_funds/:id/trade_record_list/', 'trade-records-screen'),
  ],
};
