import { authRoute, publicRoute, type AreaModule } from '../app/area';

/**
 * The 'promotion' area (spec 001 §2 Promotion, §3 Coupon / Bet game, §7 Promotion, Members):
 * coupons and red packets, coupon activities with the captcha, bet games, check-in, quiz,
 * invitations with a QR code, members, and the promotional landing pages (portfolios, 诊基,
 * fund radio, 定投 calculator, 一键诊基).
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
    // The landing pages (spec 001 §2 Promotion): public, what needs a user asks for login there.
    publicRoute('/promotion/fund_portfolios/', () => import('./screens/fund-portfolios-screen')),
    publicRoute(
      '/promotion/activity/diagnosis/',
      () => import('./screens/diagnosis-activity-screen'),
    ),
    publicRoute(
      '/promotion/activity/diagnosis/detail/:symbol/',
      () => import('./screens/diagnosis-activity-detail-screen'),
    ),
    publicRoute(
      '/promotion/activity/diagnosis/recommend',
      () => import('./screens/diagnosis-ranking-screen'),
    ),
    publicRoute('/promotion/activity/fm_radio/', () => import('./screens/fm-radio-screen')),
    publicRoute('/promotion/fixed_invest/detail/', () => import('./screens/fixed-invest-screen')),
    publicRoute('/promotion/diagnose/', () => import('./screens/diagnose-screen')),
  ],
};
