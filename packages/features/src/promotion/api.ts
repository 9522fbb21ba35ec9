import { callApi } from '../app/base-api';
import { contractEndpoints } from '../app/contract-api';
import {
  listMyCoupons,
  listDiagnosisRanking,
  listInvitations,
  listMyCashCoupons,
} from '../app/contract.gen';
import { sharedApi } from '../shared/api';
import type { ApiData, RequestBody, RequestQuery } from '../app/api-types';

/** A page of a list call (1-based `page`). */
export interface PageArgs {
  page: number;
  page_size?: number;
}

/**
 * The promotion area's calls (spec 001 §7 Promotion, Members): coupons and red packets, the coupon
 * captcha, activities, bet games, check-in, quiz, invitations, members — typed through the contract.
 * A coupon received or used also invalidates the shared `SharedCoupons` tag the fund buy reads;
 * the coupon lists follow `SharedTrades` too (a buy spends a coupon, an undo gives it back).
 */
export const promotionApi = sharedApi
  .enhanceEndpoints({
    addTagTypes: ['PromotionCoupon', 'PromotionGame', 'PromotionCheckIn', 'PromotionMember'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      promotionCoupons: build.query<
        ApiData<'/coupons/mine/', 'get'>,
        PageArgs & { status?: 0 | 1 | 2 }
      >({
        queryFn: (q, api) => callApi(api, (c) => c.get('/coupons/mine/', { params: { query: q } })),
        providesTags: ['PromotionCoupon', 'SharedCoupons', 'SharedTrades'],
      }),
      promotionUseCashCoupon: build.mutation<ApiData<'/coupons/{pk}/use/', 'post'>, number>({
        queryFn: (pk, api) =>
          callApi(api, (c) => c.post('/coupons/{pk}/use/', { params: { path: { pk } } })),
        invalidatesTags: ['PromotionCoupon'],
      }),
      promotionCouponActivities: build.query<ApiData<'/coupons/activities/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/coupons/activities/')),
        providesTags: ['PromotionCoupon'],
      }),
      /** A new captcha image on every call (so a mutation, never cached). */
      promotionGetCaptcha: build.mutation<ApiData<'/coupons/getcaptcha/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/coupons/getcaptcha/')),
      }),
      promotionCheckCaptcha: build.mutation<
        ApiData<'/coupons/checkcaptcha/', 'post'>,
        RequestBody<'/coupons/checkcaptcha/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/coupons/checkcaptcha/', { body })),
      }),
      promotionReceiveCoupon: build.mutation<
        ApiData<'/coupons/receive/', 'post'>,
        RequestBody<'/coupons/receive/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/coupons/receive/', { body })),
        invalidatesTags: ['PromotionCoupon', 'SharedCoupons'],
      }),
      promotionBetGames: build.query<ApiData<'/promotion/bet_games/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/promotion/bet_games/')),
        providesTags: ['PromotionGame'],
      }),
      promotionBet: build.mutation<
        ApiData<'/promotion/bet_games/{id}/bet/', 'post'>,
        { id: number; option_code: string }
      >({
        queryFn: ({ id, option_code }, api) =>
          callApi(api, (c) =>
            c.post('/promotion/bet_games/{id}/bet/', {
              params: { path: { id } },
              body: { option_code },
            }),
          ),
        invalidatesTags: ['PromotionGame'],
      }),
      promotionCheckInState: build.query<ApiData<'/promotion/check_in/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/promotion/check_in/')),
        providesTags: ['PromotionCheckIn'],
      }),
      promotionCheckIn: build.mutation<ApiData<'/promotion/check_in/', 'post'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.post('/promotion/check_in/')),
        invalidatesTags: ['PromotionCheckIn'],
      }),
      promotionQuiz: build.query<ApiData<'/promotion/quiz/{code}/', 'get'>, string>({
        queryFn: (code, api) =>
          callApi(api, (c) => c.get('/promotion/quiz/{code}/', { params: { path: { code } } })),
      }),
      promotionAnswerQuiz: build.mutation<
        ApiData<'/promotion/quiz/{code}/answer/', 'post'>,
        { code: string; body: RequestBody<'/promotion/quiz/{code}/answer/', 'post'> }
      >({
        queryFn: ({ code, body }, api) =>
          callApi(api, (c) =>
            c.post('/promotion/quiz/{code}/answer/', { params: { path: { code } }, body }),
          ),
        invalidatesTags: ['PromotionCoupon'],
      }),
      promotionInviteCode: build.query<ApiData<'/promotion/invite_code/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/promotion/invite_code/')),
      }),
      promotionInvitations: build.query<ApiData<'/promotion/invitations/', 'get'>, PageArgs>({
        queryFn: (q, api) =>
          callApi(api, (c) => c.get('/promotion/invitations/', { params: { query: q } })),
      }),
      promotionMembership: build.query<ApiData<'/members/memberships/{id}/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.get('/members/memberships/{id}/', { params: { path: { id } } })),
        providesTags: ['PromotionMember'],
      }),
      promotionServiceCheck: build.query<
        ApiData<'/members/service_subscriptions/{id}/check/', 'get'>,
        number
      >({
        queryFn: (id, api) =>
          callApi(api, (c) =>
            c.get('/members/service_subscriptions/{id}/check/', { params: { path: { id } } }),
          ),
        providesTags: ['PromotionMember'],
      }),
      /** Pays from the cash account: the trade password and one Idempotency-Key per attempt. */
      promotionSubscribeService: build.mutation<
        ApiData<'/members/service_subscriptions/{id}/subscribe/', 'post'>,
        {
          id: number;
          body: RequestBody<'/members/service_subscriptions/{id}/subscribe/', 'post'>;
          idempotencyKey: string;
        }
      >({
        queryFn: ({ id, body, idempotencyKey }, api) =>
          callApi(api, (c) =>
            c.post('/members/service_subscriptions/{id}/subscribe/', {
              params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
              body,
            }),
          ),
        invalidatesTags: ['PromotionMember'],
      }),
      promotionMembershipCheck: build.query<
        ApiData<'/members/membership_subscriptions/{id}/check/', 'get'>,
        number
      >({
        queryFn: (id, api) =>
          callApi(api, (c) =>
            c.get('/members/membership_subscriptions/{id}/check/', { params: { path: { id } } }),
          ),
        providesTags: ['PromotionMember'],
      }),
      promotionMemberInviteCode: build.query<ApiData<'/members/invite_code/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/members/invite_code/')),
      }),
      promotionMembershipInvitations: build.query<
        ApiData<'/members/memberships/{code}/invitations/', 'get'>,
        PageArgs & { code: string }
      >({
        queryFn: ({ code, ...query }, api) =>
          callApi(api, (c) =>
            c.get('/members/memberships/{code}/invitations/', {
              params: { path: { code }, query },
            }),
          ),
      }),
      // ---------- the landing pages (spec 001 §2 Promotion) ----------
      /** An activity with its rules (the landing pages' are sandbox rows, `is_example`). */
      promotionActivity: build.query<ApiData<'/promotion/activities/{code}/', 'get'>, string>({
        queryFn: (code, api) =>
          callApi(api, (c) =>
            c.get('/promotion/activities/{code}/', { params: { path: { code } } }),
          ),
      }),
      /** The 定投 backtest on the fund's real NAV series (the fixed-invest campaign). */
      promotionFixedInvestBacktest: build.query<
        ApiData<'/promotion/fixed_invest/backtest/', 'get'>,
        RequestQuery<'/promotion/fixed_invest/backtest/', 'get'>
      >({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/promotion/fixed_invest/backtest/', { params: { query } })),
      }),
      promotionFmRadioPrograms: build.query<
        ApiData<'/promotion/fm_radio/programs/', 'get'>,
        PageArgs
      >({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/promotion/fm_radio/programs/', { params: { query } })),
      }),
    }),
  })
  .injectEndpoints({
    endpoints: contractEndpoints({
      listMyCoupons,
      listDiagnosisRanking,
      listInvitations,
      listMyCashCoupons,
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      listMyCouponsPages: { providesTags: ['PromotionCoupon', 'SharedCoupons', 'SharedTrades'] },
      listMyCashCouponsPages: { providesTags: ['PromotionCoupon'] },
    },
  });

export const {
  useListMyCouponsPagesInfiniteQuery,
  useListDiagnosisRankingPagesInfiniteQuery,
  useListInvitationsPagesInfiniteQuery,
  useListMyCashCouponsPagesInfiniteQuery,
  usePromotionUseCashCouponMutation,
  usePromotionCouponActivitiesQuery,
  usePromotionGetCaptchaMutation,
  usePromotionCheckCaptchaMutation,
  usePromotionReceiveCouponMutation,
  usePromotionBetGamesQuery,
  usePromotionBetMutation,
  usePromotionCheckInStateQuery,
  usePromotionCheckInMutation,
  usePromotionQuizQuery,
  usePromotionAnswerQuizMutation,
  usePromotionInviteCodeQuery,
  usePromotionMembershipQuery,
  usePromotionServiceCheckQuery,
  usePromotionSubscribeServiceMutation,
  usePromotionMembershipCheckQuery,
  usePromotionMemberInviteCodeQuery,
  usePromotionMembershipInvitationsQuery,
  usePromotionActivityQuery,
  usePromotionFixedInvestBacktestQuery,
  usePromotionFmRadioProgramsQuery,
} = promotionApi;
