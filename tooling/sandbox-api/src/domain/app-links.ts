/**
 * The app screens the server's data links to (a coin task's `url`, a message's `link`, an
 * invitation's `share_url`): paths on the H5 origin, as spec 000 §2 and spec 001 §2 write them.
 * The server states them itself, as a real backend does; the app's route registry
 * (`packages/features/src/app/routes/`) declares the same paths for its router.
 */
export const appLinks = {
  signup: (q?: { invite_code?: string }) =>
    q?.invite_code
      ? `/accounts/signup/?invite_code=${encodeURIComponent(q.invite_code)}`
      : '/accounts/signup/',
  bindCard: () => '/accounts/bank_cards/bind/',
  riskTest: () => '/accounts/investment_risk/',
  fundMarket: () => '/symbols/funds/',
  fundDetail: (symbol: string) => `/s/${encodeURIComponent(symbol)}`,
  tradeDetail: (id: number | string) => `/accounts/funds/trades/${id}/`,
  fixedInvestmentDetail: (id: number | string) => `/accounts/funds/fixed_investments/${id}/`,
  promotionCoupons: () => '/promotion/coupons/mine/',
  promotionGuessGame: () => '/promotion/guessgame/',
  promotionInviteQrCode: () => '/promotion/qr_code/',
} as const;
