import { contractEndpoints } from '../app/contract-api';
import {
  answerQuiz,
  backtestFixedInvestment,
  betGame,
  checkCouponCaptcha,
  checkIn,
  checkMembershipSubscription,
  checkServiceSubscription,
  getActivity,
  getCheckIn,
  getCouponCaptcha,
  getMemberInviteCode,
  getMembership,
  getPromotionInviteCode,
  getQuiz,
  listBetGames,
  listCouponActivities,
  listDiagnosisRanking,
  listFmRadioPrograms,
  listInvitations,
  listMembershipInvitations,
  listMyCashCoupons,
  listMyCoupons,
  receiveCoupon,
  subscribeService,
  useCoupon,
} from '../app/contract.gen';
import { sharedApi } from '../shared/api';

/**
 * The promotion area's contract operations (spec 001 §7 Promotion, Members), generated from the
 * contract: coupons and red packets, the coupon captcha (`getCouponCaptcha`, read through its
 * lazy query so every call is a new image), activities, bet games, check-in, quiz, invitations,
 * members, the landing pages' activity, 定投 backtest and radio programs.
 *
 * Tags: a coupon received also invalidates the shared `SharedCoupons` tag the fund buy reads; the
 * coupon list follows `SharedTrades` too (a buy spends a coupon, an undo gives it back).
 */
export const promotionApi = sharedApi
  .enhanceEndpoints({
    addTagTypes: ['PromotionCoupon', 'PromotionGame', 'PromotionCheckIn', 'PromotionMember'],
  })
  .injectEndpoints({
    endpoints: contractEndpoints({
      listMyCoupons,
      listMyCashCoupons,
      useCoupon,
      listCouponActivities,
      getCouponCaptcha,
      checkCouponCaptcha,
      receiveCoupon,
      listBetGames,
      betGame,
      getCheckIn,
      checkIn,
      getQuiz,
      answerQuiz,
      getPromotionInviteCode,
      listInvitations,
      getMembership,
      checkServiceSubscription,
      subscribeService,
      checkMembershipSubscription,
      getMemberInviteCode,
      listMembershipInvitations,
      getActivity,
      backtestFixedInvestment,
      listFmRadioPrograms,
      listDiagnosisRanking,
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      listMyCouponsPages: { providesTags: ['PromotionCoupon', 'SharedCoupons', 'SharedTrades'] },
      listMyCashCouponsPages: { providesTags: ['PromotionCoupon'] },
      useCoupon: { invalidatesTags: ['PromotionCoupon'] },
      listCouponActivities: { providesTags: ['PromotionCoupon'] },
      receiveCoupon: { invalidatesTags: ['PromotionCoupon', 'SharedCoupons'] },
      listBetGames: { providesTags: ['PromotionGame'] },
      betGame: { invalidatesTags: ['PromotionGame'] },
      getCheckIn: { providesTags: ['PromotionCheckIn'] },
      checkIn: { invalidatesTags: ['PromotionCheckIn'] },
      answerQuiz: { invalidatesTags: ['PromotionCoupon'] },
      getMembership: { providesTags: ['PromotionMember'] },
      checkServiceSubscription: { providesTags: ['PromotionMember'] },
      subscribeService: { invalidatesTags: ['PromotionMember'] },
      checkMembershipSubscription: { providesTags: ['PromotionMember'] },
    },
  });

export const {
  useListMyCouponsPagesInfiniteQuery,
  useListDiagnosisRankingPagesInfiniteQuery,
  useListInvitationsPagesInfiniteQuery,
  useListMyCashCouponsPagesInfiniteQuery,
  useUseCouponMutation,
  useListCouponActivitiesQuery,
  useLazyGetCouponCaptchaQuery,
  useCheckCouponCaptchaMutation,
  useReceiveCouponMutation,
  useListBetGamesQuery,
  useBetGameMutation,
  useGetCheckInQuery,
  useCheckInMutation,
  useGetQuizQuery,
  useAnswerQuizMutation,
  useGetPromotionInviteCodeQuery,
  useGetMembershipQuery,
  useCheckServiceSubscriptionQuery,
  useSubscribeServiceMutation,
  useCheckMembershipSubscriptionQuery,
  useGetMemberInviteCodeQuery,
  useListMembershipInvitationsQuery,
  useGetActivityQuery,
  useBacktestFixedInvestmentQuery,
  useListFmRadioProgramsQuery,
} = promotionApi;
