/** Screens of the 'home' area (spec 000 §2 Others). */
export const homePaths = {
  home: () => '/',
  search: () => '/search/',
  /** An FAQ article: `open_account`, `user_agreement`, `privacy_policy`… */
  faqDetail: (id: string) => `/faq/detail/${encodeURIComponent(id)}`,
  faqUnionpay: () => '/faq/unionpay/',
  safe: () => '/safe/',
  appDownload: () => '/app/download',
} as const;
