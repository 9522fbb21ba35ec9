/** Screens of the 'home' area (spec 000 §2 Others). */
export const homePaths = {
  home: () => '/',
  search: () => '/search/',
  /** An FAQ article: `open_account`, `user_agreement`, `privacy_policy`… */
  faqDetail: (id: string) => `/faq/detail/${encodeURIComponent(id)}`,
  faqUnionpay: () => '/faq/unionpay/',
  /** How a portfolio buy splits, pays and confirms (spec 001 §2 Other). */
  faqPortfolioBuy: () => '/faq/portfolio_buy/',
  safe: () => '/safe/',
  appDownload: () => '/app/download',
} as const;
