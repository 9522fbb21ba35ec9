import { route, withQuery } from './route';

/**
 * Screens of the 'promotion' area (spec 001 §2 Promotion): coupons and red packets, games,
 * invitations, activities and members. Paths the spec does not name (check-in, quiz, members) are
 * designed and listed in the area's README.
 */
export const promotionRoutes = {
  promotionCoupons: route('/promotion/coupons/mine/'),
  promotionCouponActivities: route('/promotion/coupons/activities/'),
  promotionRedpacks: route('/promotion/redpack/mine/'),
  promotionGuessGame: route('/promotion/guessgame/'),
  promotionCheckIn: route('/promotion/check_in/'),
  promotionQuiz: route(
    '/promotion/quiz/:code/',
    (code: string) => `/promotion/quiz/${encodeURIComponent(code)}/`,
  ),
  /** Who signed up with my code; `amount` is the reward per friend shown in the title (yuan). */
  promotionInvitations: route(
    '/promotion/activity/invite_user/invitations',
    (q?: { amount?: string | number }) =>
      withQuery('/promotion/activity/invite_user/invitations', q),
  ),
  promotionInviteQrCode: route('/promotion/qr_code/'),
  promotionStockInvitations: route(
    '/promotion/activity/invite_user_stock/invitations',
    (q?: { amount?: string | number }) =>
      withQuery('/promotion/activity/invite_user_stock/invitations', q),
  ),
  promotionStockQrCode: route('/promotion/activity/invite_user_stock/qr_code/'),
  promotionMembership: route(
    '/members/memberships/:id/',
    (id: number | string) => `/members/memberships/${id}/`,
  ),
  // The promotional landing pages (spec 001 §2 Promotion; what each shows is in the area README).
  /** 组合投资节: the recommended portfolios, the activity's rules and its portfolio coupon. */
  promotionFundPortfolios: route('/promotion/fund_portfolios/'),
  /** 诊基活动: search a fund and diagnose it (guests: 3 free diagnoses). */
  promotionDiagnosisActivity: route('/promotion/activity/diagnosis/'),
  promotionDiagnosisActivityDetail: route(
    '/promotion/activity/diagnosis/detail/:symbol/',
    (symbol: string) => `/promotion/activity/diagnosis/detail/${encodeURIComponent(symbol)}/`,
  ),
  /** Funds ranked by their diagnosis score; `type` a symbol_stype code. */
  promotionDiagnosisActivityRecommend: route(
    '/promotion/activity/diagnosis/recommend',
    (q?: { type?: string | number }) => withQuery('/promotion/activity/diagnosis/recommend', q),
  ),
  promotionFmRadio: route('/promotion/activity/fm_radio/'),
  /** 定投 backtest calculator; the query pre-fills the form (amount in yuan, period_unit 0 monthly / 1 weekly). */
  promotionFixedInvest: route(
    '/promotion/fixed_invest/detail/',
    (q?: {
      symbol?: string;
      amount?: string;
      period_unit?: 0 | 1;
      trade_day?: number;
      start_date?: string;
    }) => withQuery('/promotion/fixed_invest/detail/', q),
  ),
  /** 一键诊基 of the user's holdings (guests: the free-diagnosis entry). */
  promotionDiagnose: route('/promotion/diagnose/'),
  promotionActivityInviteQrCode: route('/promotion/activity/invite_user/qr_code/'),
} as const;
