import { route, withQuery } from './route';

/** `?open_account=1`: the step is part of the open-account flow (spec 000 §2). */
type OpenAccountQuery = { open_account?: 1 };

/** Screens of the 'accounts' area (spec 000 §2). */
export const accountsRoutes = {
  login: route('/accounts/login/', (q?: { next?: string }) => withQuery('/accounts/login/', q)),
  signup: route('/accounts/signup/'),
  mine: route('/accounts/mine/'),
  myAssets: route('/accounts/my_assets/'),
  /** The income list of the whole account. */
  myIncome: route('/accounts/income/'),
  /** More: about, agreements, logout. */
  accountMore: route('/accounts/more/'),
  settings: route('/accounts/settings/'),
  bankCards: route('/accounts/bank_cards/'),
  bindCard: route('/accounts/bank_cards/bind/', (q?: OpenAccountQuery) =>
    withQuery('/accounts/bank_cards/bind/', q),
  ),
  /** The identity step of binding a card (spec 000 §2 /bind/user/). */
  bindUser: route('/accounts/bank_cards/bind/user/', (q?: OpenAccountQuery) =>
    withQuery('/accounts/bank_cards/bind/user/', q),
  ),
  tradePassword: route('/accounts/trade_password/', (q?: OpenAccountQuery) =>
    withQuery('/accounts/trade_password/', q),
  ),
  riskTest: route('/accounts/investment_risk/', (q?: { next?: string } & OpenAccountQuery) =>
    withQuery('/accounts/investment_risk/', q),
  ),
  riskQuestions: route('/accounts/investment_risk/questions/'),
  logout: route('/accounts/logout/'),
  profile: route('/accounts/profile/'),
  tradePasswordReset: route('/accounts/trade_password/reset/'),
  bankCardDetail: route('/accounts/bank_cards/detail/:id/'),
  bindCardUserAddress: route('/accounts/bank_cards/bind/user_address/'),
  bindCardComplete: route('/accounts/bank_cards/bind/complete/'),
  riskQuestionsAgain: route('/accounts/investment_risk/questions/again/'),
  riskMismatchAssets: route('/accounts/investment_risk/mismatch_assets/'),
} as const;
