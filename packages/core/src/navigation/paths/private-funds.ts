/** Screens of the 'private-funds' area (spec 001 §2 My funds, bao, private funds). */
export const privateFundsPaths = {
  privateFundsHoldings: () => '/accounts/private_funds/',
  privateFundProduct: (slug = 'fund_xinshili') => `/privatefunds/${slug}/`,
  privateFundsQualify: () => '/privatefunds/qualification/',
  privateFundReserve: (slug = 'fund_xinshili') => `/privatefunds/${slug}/reservation/`,
} as const;
