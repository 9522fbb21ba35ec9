import { route } from './route';
/** Screens of the 'home' area (spec 000 §2 Others). */
export const homeRoutes = {
  home: route('/'),
  search: route('/search/'),
  /** An FAQ article: `open_account`, `user_agreement`, `privacy_policy`… */
  faqDetail: route('/faq/detail/:id', (id: string) => `/faq/detail/${encodeURIComponent(id)}`),
  faqUnionpay: route('/faq/unionpay/'),
  /** How a portfolio buy splits, pays and confirms (spec 001 §2 Other). */
  faqPortfolioBuy: route('/faq/portfolio_buy/'),
  safe: route('/safe/'),
  appDownload: route('/app/download'),
} as const;
