import { withQuery } from './query';

/** Screens of the 'accounts' area (spec 000 §2). */
export const accountsPaths = {
  login: (q?: { next?: string }) => withQuery('/accounts/login/', q),
  signup: () => '/accounts/signup/',
  mine: () => '/accounts/mine/',
  myAssets: () => '/accounts/my_assets/',
  settings: () => '/accounts/settings/',
  bankCards: () => '/accounts/bank_cards/',
  bindCard: () => '/accounts/bank_cards/bind/',
  tradePassword: (q?: { open_account?: 1 }) => withQuery('/accounts/trade_password/', q),
  riskTest: (q?: { next?: string }) => withQuery('/accounts/investment_risk/', q),
  riskQuestions: () => '/accounts/investment_risk/questions/',
} as const;
