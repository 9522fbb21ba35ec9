/** Screens of the 'private-funds' area (spec 001 §2 My funds, bao, private funds). */
export const privateFundsPaths = {
  privateFundsHoldings: () => '/accounts/private_funds/',
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
