import { areaScreens, type AreaModule } from '../app/area';

const { publicRoute, authRoute } = areaScreens(() => import('./promotion-screens'));

/**
 * The 'promotion' area (spec 001 §2 Promotion, §3 Coupon / Bet game, §7 Promotion, Members):
 * coupons and red packets, coupon activities with the captcha, bet games, check-in, quiz,
 * invitations with a QR code, and members.
 */
export const promotionArea: AreaModule = {
  id: 'promotion',
  routes: [
    authRoute('/promotion/coupons/mine/', 'coupons-screen'),
    authRoute('/promotion/coupons/activities/', 'coupon-activities-screen'),
    authRoute('/promotion/redpack/mine/', 'redpacks-screen'),
    publicRoute('/promotion/guessgame/', 'guess-game-screen'),
    authRoute('/promotion/check_in/', 'check-in-screen'),
    authRoute('/promotion/quiz/:code/', 'quiz-screen'),
    authRoute('/promotion/activity/invite_user/invitations', 'invitations-screen'),
    authRoute('/promotion/activity/invite_user_stock/invitations', 'invitations-screen'),
    authRoute('/promotion/qr_code/', 'qr-code-screen'),
    authRoute('/promotion/activity/invite_user/qr_code/', 'qr-code-screen'),
    authRoute('/promotion/activity/invite_user_stock/qr_code/', 'qr-code-screen'),
    authRoute('/members/memberships/:id/', 'membership-screen'),
  ],
};
