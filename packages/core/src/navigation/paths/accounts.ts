import { withQuery } from './query';

/** `?open_account=1`: the step is part of the open-account flow (spec 000 §2). */
type OpenAccountQuery = { open_account?: 1 };

/** Screens of the 'accounts' area (spec 000 §2). */
export const accountsPaths = {
  login: (q?: { next?: string }) => withQuery('/accounts/login/', q),
  signup: () => '/accounts/signup/',
  mine: () => '/accounts/mine/',
  myAssets: () => '/accounts/my_assets/',
  /** The income list of the whole account. */
  myIncome: () => '/accounts/income/',
  /** More: about, agreements, logout. */
  accountMore: () => '/accounts/more/',
  settings: () => '/accounts/settings/',
  bankCards: () => '/accounts/bank_cards/',
  bindCard: (q?: OpenAccountQuery) => withQuery('/accounts/bank_cards/bind/', q),
  /** The identity step of binding a card (spec 000 §2 /bind/user/). */
  bindUser: (q?: OpenAccountQuery) => withQuery('/accounts/bank_cards/bind/user/', q),
  tradePassword: (q?: OpenAccountQuery) => withQuery('/accounts/trade_password/', q),
  riskTest: (q?: { next?: string } & OpenAccountQuery) =>
    withQuery('/accounts/investment_risk/', q),
  riskQuestions: () => '/accounts/investment_risk/questions/',
} as const;
