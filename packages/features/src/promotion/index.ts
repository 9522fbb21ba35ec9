import { authRoute, publicRoute, type AreaModule } from '../app/area';

/**
 * The 'promotion' area (spec 001 §2 Promotion, §3 Coupon / Bet game, §7 Promotion, Members):
 * coupons and red packets, coupon activities with the captcha, bet games, check-in, quiz,
 * invitations with a QR code, and members.
 */
export const promotionArea: AreaModule = {
  id: 'promotion',
  routes: [
    authRoute('/promotion/coupons/mine/', () => import('./screens/coupons-screen')),
    authRoute('/promotion/coupons/activities/', () => import('./screens/coupon-activities-screen')),
    authRoute('/promotion/redpack/mine/', () => import('./screens/redpacks-screen')),
    publicRoute('/promotion/guessgame/', () => import('./screens/guess-game-screen')),
    authRoute('/promotion/check_in/', () => import('./screens/check-in-screen')),
    authRoute('/promotion/quiz/:code/', () => import('./screens/quiz-screen')),
    authRoute(
      '/promotion/activity/invite_user/invitations',
      () => import('./screens/invitations-screen'),
    ),
    authRoute(
      '/promotion/activity/invite_user_stock/invitations',
      () => import('./screens/invitations-screen'),
    ),
    authRoute('/promotion/qr_code/', () => import('./screens/qr-code-screen')),
    authRoute('/promotion/activity/invite_user/qr_code/', () => import('./screens/qr-code-screen')),
    authRoute(
      '/promotion/activity/invite_user_stock/qr_code/',
      () => import('./screens/qr-code-screen'),
    ),
    authRoute('/members/memberships/:id/', () => import('./screens/membership-screen')),
  ],
};
