import { route } from './route';
/** Screens of the 'private-funds' area (spec 001 §2 My funds, bao, private funds). */
export const privateFundsRoutes = {
  privateFundsHoldings: route('/accounts/private_funds/'),
  /** Incomes of every private fund held. */
  privateFundsIncome: route('/accounts/private_funds/income/'),
  /** One private fund in the account (`id`: the product's fund id). */
  privateFundHolding: route(
    '/accounts/private_funds/:id/',
    (id: number | string) => `/accounts/private_funds/${id}/`,
  ),
  privateFundShares: route(
    '/accounts/private_funds/:id/shares_info/',
    (id: number | string) => `/accounts/private_funds/${id}/shares_info/`,
  ),
  privateFundIncomeList: route(
    '/accounts/private_funds/:id/income_list/',
    (id: number | string) => `/accounts/private_funds/${id}/income_list/`,
  ),
  privateFundTradeRecords: route(
    '/accounts/private_funds/:id/trade_record_list/',
    (id: number | string) => `/accounts/private_funds/${id}/trade_record_list/`,
  ),
  privateFundProduct: route(
    '/privatefunds/:slug/',
    (slug = 'fund_xinshili') => `/privatefunds/${slug}/`,
  ),
  privateFundsQualify: route('/privatefunds/qualification/'),
  privateFundReserve: route(
    '/privatefunds/:slug/reservation/',
    (slug = 'fund_xinshili') => `/privatefunds/${slug}/reservation/`,
  ),
  /** The private-fund risk test; `slug`: the product to go back to afterwards. */
  privateFundRiskQuestions: route(
    '/privatefunds/investment_risk/questions/',
    (slug?: string) =>
      `/privatefunds/investment_risk/questions/${slug ? `?slug=${encodeURIComponent(slug)}` : ''}`,
  ),
  /** The private-fund risk test result; `slug`: the product to go back to. */
  privateFundRiskMine: route(
    '/privatefunds/investment_risk/mine/',
    (slug?: string) =>
      `/privatefunds/investment_risk/mine/${slug ? `?slug=${encodeURIComponent(slug)}` : ''}`,
  ),
} as const;
