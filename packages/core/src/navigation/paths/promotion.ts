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
} as const;
