import { withQuery } from './query';

/**
 * Screens of the 'promotion' area (spec 001 §2 Promotion): coupons and red packets, games,
 * invitations, activities and members. Paths the spec does not name (check-in, quiz, members) are
 * designed and listed in the area's README.
 */
export const promotionPaths = {
  promotionCoupons: () => '/promotion/coupons/mine/',
  promotionCouponActivities: () => '/promotion/coupons/activities/',
  promotionRedpacks: () => '/promotion/redpack/mine/',
  promotionGuessGame: () => '/promotion/guessgame/',
  promotionCheckIn: () => '/promotion/check_in/',
  promotionQuiz: (code: string) => `/promotion/quiz/${encodeURIComponent(code)}/`,
  /** Who signed up with my code; `amount` is the reward per friend shown in the title (yuan). */
  promotionInvitations: (q?: { amount?: string | number }) =>
    withQuery('/promotion/activity/invite_user/invitations', q),
  promotionInviteQrCode: () => '/promotion/qr_code/',
  promotionStockInvitations: (q?: { amount?: string | number }) =>
    withQuery('/promotion/activity/invite_user_stock/invitations', q),
  promotionStockQrCode: () => '/promotion/activity/invite_user_stock/qr_code/',
  promotionMembership: (id: number | string) => `/members/memberships/${id}/`,
  // The promotional landing pages (spec 001 §2 Promotion; what each shows is in the area README).
  /** 组合投资节: the recommended portfolios, the activity's rules and its portfolio coupon. */
  promotionFundPortfolios: () => '/promotion/fund_portfolios/',
  /** 诊基活动: search a fund and diagnose it (guests: 3 free diagnoses). */
  promotionDiagnosisActivity: () => '/promotion/activity/diagnosis/',
  promotionDiagnosisActivityDetail: (symbol: string) =>
    `/promotion/activity/diagnosis/detail/${encodeURIComponent(symbol)}/`,
  /** Funds ranked by their diagnosis score; `type` a symbol_stype code. */
  promotionDiagnosisActivityRecommend: (q?: { type?: string | number }) =>
    withQuery('/promotion/activity/diagnosis/recommend', q),
  promotionFmRadio: () => '/promotion/activity/fm_radio/',
  /** 定投 backtest calculator; the query pre-fills the form (amount in yuan, period_unit 0 monthly / 1 weekly). */
  promotionFixedInvest: (q?: {
    symbol?: string;
    amount?: string;
    period_unit?: 0 | 1;
    trade_day?: number;
    start_date?: string;
  }) => withQuery('/promotion/fixed_invest/detail/', q),
  /** 一键诊基 of the user's holdings (guests: the free-diagnosis entry). */
  promotionDiagnose: () => '/promotion/diagnose/',
} as const;
