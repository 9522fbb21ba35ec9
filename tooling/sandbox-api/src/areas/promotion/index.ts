/**
 * The 'promotion' sandbox area (spec 001 §3 Coupon, Bet game, §4, §7 Promotion,
 * Members): coupons and red packets on the ledger, the coupon captcha, coupon activities,
 * invitations and registration rewards, bet games, check-in, quiz, seasonal activities, members.
 * Activities, games, tasks, services and prices are written for the sandbox (README.md).
 */
import { defineArea } from '../define';
import { CAPTCHAS_SQL, checkCaptcha, getCaptcha } from './captcha';
import {
  checkActivity,
  COUPON_ACTIVITIES_SQL,
  joinActivity as joinCouponActivity,
  listActivities,
  receiveCoupon,
  seedCouponActivities,
} from './coupon-activities';
import {
  couponForBuy,
  payCashback,
  returnCouponOfTrade,
  spendCouponOnTrade,
} from './coupon-trades';
import { listAvailable, listCashMine, listMine, useCashCoupon } from './coupons';
import { bet, GAMES_SQL, getGame, listGames, payBetRewards, seedBetGames } from './games';
import {
  ACTIVITY_RULES_SQL,
  getActivity,
  joinActivity,
  seedActivities,
} from './promotion-activities';
import { answerQuiz, getQuiz } from './quiz';
import { checkIn, getCheckIn } from './check-in';
import {
  INVITE_CODES_SQL,
  inviteCode,
  listInvitations,
  promotionTaskDone,
  rewardIdentityVerified,
  rewardSignup,
} from './invitations';
import {
  checkMembership,
  checkService,
  getMembership,
  getService,
  MEMBERS_SQL,
  membershipInvitations,
  memberService,
  subscribeQuantSeniorFactor,
  subscribeService,
} from './members';
import { fixedInvestBacktest, fmRadioPrograms } from './landing';
import {
  adCallback,
  bindWxApp,
  generateWxScheme,
  externalMobile,
  friendshipLinks,
  MISC_SQL,
  recordShare,
} from './misc';

export const promotionArea = defineArea({
  id: 'promotion',
  migrations: [
    {
      id: 1,
      name: 'coupon activities and captchas',
      sql: COUPON_ACTIVITIES_SQL + CAPTCHAS_SQL,
    },
    { id: 2, name: 'invite codes, games, activities, quiz', sql: INVITE_CODES_SQL + GAMES_SQL },
    { id: 3, name: 'members, shares, leads, callbacks, bindings', sql: MEMBERS_SQL + MISC_SQL },
    { id: 4, name: 'activity rules (the landing pages)', sql: ACTIVITY_RULES_SQL },
  ],
  seed: (ctx) => {
    seedCouponActivities(ctx);
    seedBetGames(ctx);
    seedActivities(ctx);
  },
  userTables: [
    'coupon_captchas',
    'invite_codes',
    'bet_entries',
    'activity_joins',
    'quiz_answers',
    'member_subscriptions',
    'promotion_shares',
    'promotion_leads',
    'ad_callbacks',
    'wx_app_bindings',
  ],
  marketTables: ['coupon_activities', 'bet_games', 'promotion_activities'],
  provides: {
    rewardSignup,
    rewardIdentityVerified,
    couponForBuy,
    spendCouponOnTrade,
    returnCouponOfTrade,
    promotionTaskDone,
    memberService,
  },
  handlers: {
    'GET /coupons/mine/': listMine,
    'GET /coupons/cash/mine/': listCashMine,
    'GET /coupons/available/': listAvailable,
    'POST /coupons/{pk}/use/': useCashCoupon,
    'GET /coupons/getcaptcha/': getCaptcha,
    'POST /coupons/checkcaptcha/': checkCaptcha,
    'GET /coupons/activities/': listActivities,
    'GET /coupons/activities/{id}/check/': checkActivity,
    'POST /coupons/activities/{id}/join/': joinCouponActivity,
    'POST /coupons/receive/': receiveCoupon,
    'GET /promotion/bet_games/': listGames,
    'GET /promotion/bet_games/{id}/': getGame,
    'POST /promotion/bet_games/{id}/bet/': bet,
    'GET /promotion/check_in/': getCheckIn,
    'POST /promotion/check_in/': checkIn,
    'GET /promotion/quiz/{code}/': getQuiz,
    'POST /promotion/quiz/{code}/answer/': answerQuiz,
    'GET /promotion/activities/{code}/': getActivity,
    'POST /promotion/activities/{code}/join/': joinActivity,
    'GET /promotion/fixed_invest/backtest/': fixedInvestBacktest,
    'GET /promotion/fm_radio/programs/': fmRadioPrograms,
    'GET /promotion/invite_code/': inviteCode,
    'GET /promotion/invitations/': listInvitations,
    'POST /promotion/share/': recordShare,
    'GET /promotion/friendship_links/': friendshipLinks,
    'POST /promotion/external_mobile/': externalMobile,
    'POST /promotion/ad_callbacks/': adCallback,
    'POST /wx_app/bind/': bindWxApp,
    'POST /wx_app/scheme/': generateWxScheme,
    'GET /members/services/{id}/': getService,
    'GET /members/memberships/{id}/': getMembership,
    'GET /members/service_subscriptions/{id}/check/': checkService,
    'POST /members/service_subscriptions/{id}/subscribe/': subscribeService,
    'POST /members/service_subscriptions/quant_senior_factor/subscribe/':
      subscribeQuantSeniorFactor,
    'GET /members/membership_subscriptions/{id}/check/': checkMembership,
    'GET /members/memberships/{code}/invitations/': membershipInvitations,
    'GET /members/invite_code/': inviteCode,
  },
  onDue: (ctx) => ({ cashback: payCashback(ctx), betRewards: payBetRewards(ctx) }),
});
