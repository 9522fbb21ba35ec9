import { authRoute, publicRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/**
 * The 'promotion' area (spec 001 §2 Promotion, §3 Coupon / Bet game, §7 Promotion, Members):
 * coupons and red packets, coupon activities with the captcha, bet games, check-in, quiz,
 * invitations with a QR code, members, and the promotional landing pages (portfolios, 诊基,
 * fund radio, 定投 calculator, 一键诊基).
 */
export const promotionArea: AreaModule = {
  id: 'promotion',
  routes: [
    authRoute(appRoutes.promotionCoupons.pattern, () => import('./screens/coupons-screen')),
    authRoute(
      appRoutes.promotionCouponActivities.pattern,
      () => import('./screens/coupon-activities-screen'),
    ),
    authRoute(appRoutes.promotionRedpacks.pattern, () => import('./screens/redpacks-screen')),
    publicRoute(appRoutes.promotionGuessGame.pattern, () => import('./screens/guess-game-screen')),
    authRoute(appRoutes.promotionCheckIn.pattern, () => import('./screens/check-in-screen')),
    authRoute(appRoutes.promotionQuiz.pattern, () => import('./screens/quiz-screen')),
    authRoute(appRoutes.promotionInvitations.pattern, () => import('./screens/invitations-screen')),
    authRoute(
      appRoutes.promotionStockInvitations.pattern,
      () => import('./screens/invitations-screen'),
    ),
    authRoute(appRoutes.promotionInviteQrCode.pattern, () => import('./screens/qr-code-screen')),
    authRoute(
      appRoutes.promotionActivityInviteQrCode.pattern,
      () => import('./screens/qr-code-screen'),
    ),
    authRoute(appRoutes.promotionStockQrCode.pattern, () => import('./screens/qr-code-screen')),
    authRoute(appRoutes.promotionMembership.pattern, () => import('./screens/membership-screen')),
    // The landing pages (spec 001 §2 Promotion): public, what needs a user asks for login there.
    publicRoute(
      appRoutes.promotionFundPortfolios.pattern,
      () => import('./screens/fund-portfolios-screen'),
    ),
    publicRoute(
      appRoutes.promotionDiagnosisActivity.pattern,
      () => import('./screens/diagnosis-activity-screen'),
    ),
    publicRoute(
      appRoutes.promotionDiagnosisActivityDetail.pattern,
      () => import('./screens/diagnosis-activity-detail-screen'),
    ),
    publicRoute(
      appRoutes.promotionDiagnosisActivityRecommend.pattern,
      () => import('./screens/diagnosis-ranking-screen'),
    ),
    publicRoute(appRoutes.promotionFmRadio.pattern, () => import('./screens/fm-radio-screen')),
    publicRoute(
      appRoutes.promotionFixedInvest.pattern,
      () => import('./screens/fixed-invest-screen'),
    ),
    publicRoute(appRoutes.promotionDiagnose.pattern, () => import('./screens/diagnose-screen')),
  ],
};
