/** Screens of the 'private-funds' area (spec 001 §2 My funds, bao, private funds). */
export const privateFundsPaths = {
  privateFundsHoldings: () => '/accounts/private_funds/',
  /** Incomes of every private fund held. */
  privateFundsIncome: () => '/accounts/private_funds/income/',
  /** One private fund in the account (`id`: the product's fund id). */
  privateFundHolding: (id: number | string) => `/accounts/private_funds/${id}/`,
  privateFundShares: (id: number | string) => `/accounts/private_funds/${id}/shares_info/`,
  privateFundIncomeList: (id: number | string) => `/accounts/private_funds/${id}/income_list/`,
  privateFundTradeRecords: (id: number | string) =>
    `/accounts/private_funds/${id}/trade_record_list/`,
  privateFundProduct: (slug = 'fund_xinshili') => `/privatefunds/${slug}/`,
  privateFundsQualify: () => '/privatefunds/qualification/',
  privateFundReserve: (slug = 'fund_xinshili') => `/privatefunds/${slug}/reservation/`,
  /** The private-fund risk test; `slug`: the product to go back to afterwards. */
  privateFundRiskQuestions: (slug?: string) =>
    `/privatefunds/investment_risk/questions/${slug ? `?slug=${encodeURIComponent(slug)}` : ''}`,
  /** The private-fund risk test result; `slug`: the product to go back to. */
  privateFundRiskMine: (slug?: string) =>
    `/privatefunds/investment_risk/mine/${slug ? `?slug=${encodeURIComponent(slug)}` : ''}`,
} as const;
