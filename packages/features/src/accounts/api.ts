import { callApi } from '../app/base-api';
import type { ApiData, RequestBody, RequestQuery } from '../app/api-types';
import { sharedApi } from '../shared/api';

/**
 * The accounts area's calls (spec 000 §7; contract tags accounts, identity, bank cards, trade
 * password, risk test), each typed by the contract through `callApi`. One-shot calls (captcha,
 * mobile check, login) are mutations so they are never answered from the cache.
 *
 * Tags: `AccountsIdentity` and `AccountsTradePassword` are this area's own. The user's settings,
 * bank cards and risk profile are read by several areas and defined once in `shared/api.ts`
 * (which owns their `Shared*` tags); this area's mutations invalidate them there.
 */
export const accountsApi = sharedApi
  .enhanceEndpoints({ addTagTypes: ['AccountsIdentity', 'AccountsTradePassword'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // ---- login and registration ----
      accountsSendMobileCaptcha: build.mutation<
        ApiData<'/accounts/new_mobile_captcha/', 'get'>,
        Omit<RequestQuery<'/accounts/new_mobile_captcha/', 'get'>, 'app'>
      >({
        queryFn: (query, api) =>
          callApi(api, (c) =>
            c.get('/accounts/new_mobile_captcha/', { params: { query: { app: 'h5', ...query } } }),
          ),
      }),
      accountsPassSliderCheck: build.mutation<
        ApiData<'/accounts/slider_check/', 'post'>,
        RequestBody<'/accounts/slider_check/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/accounts/slider_check/', { body })),
      }),
      accountsCheckMobile: build.mutation<
        ApiData<'/accounts/check_mobile/', 'get'>,
        RequestQuery<'/accounts/check_mobile/', 'get'>
      >({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/accounts/check_mobile/', { params: { query } })),
      }),
      accountsLogin: build.mutation<
        ApiData<'/accounts/login/', 'post'>,
        RequestBody<'/accounts/login/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/accounts/login/', { body })),
      }),
      accountsSignup: build.mutation<
        ApiData<'/accounts/signup/', 'post'>,
        RequestBody<'/accounts/signup/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/accounts/signup/', { body })),
      }),

      // ---- the user ----
      accountsUpdateSettings: build.mutation<
        ApiData<'/accounts/settings/', 'post'>,
        RequestBody<'/accounts/settings/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/accounts/settings/', { body })),
        invalidatesTags: ['SharedSettings'],
      }),
      accountsSetUsername: build.mutation<
        ApiData<'/accounts/set_username/', 'post'>,
        RequestBody<'/accounts/set_username/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/accounts/set_username/', { body })),
        invalidatesTags: ['SharedSettings'],
      }),
      accountsSetPassword: build.mutation<
        ApiData<'/accounts/set_password/', 'post'>,
        RequestBody<'/accounts/set_password/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/accounts/set_password/', { body })),
        invalidatesTags: ['SharedSettings'],
      }),
      accountsChangePassword: build.mutation<
        ApiData<'/accounts/change_password/', 'post'>,
        RequestBody<'/accounts/change_password/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/accounts/change_password/', { body })),
      }),
      accountsUploadAvatar: build.mutation<ApiData<'/accounts/avatar/', 'post'>, File | Blob>({
        // The image POST (multipart) of core's client (spec 000 §7).
        queryFn: (file, api) => {
          const form = new FormData();
          form.append('avatar', file);
          return callApi(api, (c) => c.postImage('/accounts/avatar/', form));
        },
        invalidatesTags: ['SharedSettings'],
      }),
      accountsListMobileCodes: build.query<ApiData<'/accounts/mobile_codes/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/accounts/mobile_codes/')),
      }),
      accountsListCareers: build.query<ApiData<'/careers/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/careers/')),
      }),
      accountsListChinaAreas: build.query<ApiData<'/china_areas/', 'get'>, string | void>({
        queryFn: (parent_code, api) =>
          callApi(api, (c) =>
            c.get('/china_areas/', { params: { query: parent_code ? { parent_code } : {} } }),
          ),
      }),
      accountsListSocialBindings: build.query<ApiData<'/accounts/social_bindings/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/accounts/social_bindings/')),
      }),

      // ---- identity ----
      accountsGetMyIdentity: build.query<
        ApiData<'/accounts/identity_verfications/mine/', 'get'> | null,
        void
      >({
        // 404 means "none yet" (contract), not a failure.
        queryFn: async (_arg, api) => {
          const result = await callApi(api, (c) => c.get('/accounts/identity_verfications/mine/'));
          if (result.error) return result.error.status === 404 ? { data: null } : result;
          return result;
        },
        providesTags: ['AccountsIdentity'],
      }),
      accountsCreateIdentity: build.mutation<
        ApiData<'/accounts/identity_verfications/', 'post'>,
        RequestBody<'/accounts/identity_verfications/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/accounts/identity_verfications/', { body })),
        invalidatesTags: ['AccountsIdentity', 'SharedSettings'],
      }),
      accountsSetPrivateFundQualified: build.mutation<
        ApiData<'/accounts/set_private_fund_qualified/', 'post'>,
        RequestBody<'/accounts/set_private_fund_qualified/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/accounts/set_private_fund_qualified/', { body })),
        invalidatesTags: ['SharedSettings'],
      }),
      accountsVerifyIdentityAuth: build.mutation<
        ApiData<'/funds/identity_auth/verify/', 'post'>,
        RequestBody<'/funds/identity_auth/verify/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/funds/identity_auth/verify/', { body })),
        invalidatesTags: ['SharedBankCards'],
      }),

      // ---- bank cards (the list itself is shared: sharedListBankCards) ----
      accountsGetBankCard: build.query<ApiData<'/accounts/bank_cards/{id}/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.get('/accounts/bank_cards/{id}/', { params: { path: { id } } })),
        providesTags: (_r, _e, id) => [{ type: 'SharedBankCards', id }],
      }),
      accountsCheckBankCard: build.mutation<
        ApiData<'/accounts/bank_cards/check/', 'post'>,
        RequestBody<'/accounts/bank_cards/check/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/accounts/bank_cards/check/', { body })),
      }),
      accountsBindBankCard: build.mutation<
        ApiData<'/funds/bind_bank_card/', 'post'>,
        RequestBody<'/funds/bind_bank_card/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/funds/bind_bank_card/', { body })),
        invalidatesTags: ['SharedBankCards', 'SharedSettings', 'AccountsIdentity'],
      }),

      // ---- trade password ----
      accountsIsTradePasswordSet: build.query<
        ApiData<'/accounts/is_trade_password_set/', 'get'>,
        void
      >({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/accounts/is_trade_password_set/')),
        providesTags: ['AccountsTradePassword'],
      }),
      accountsSetTradePassword: build.mutation<
        ApiData<'/accounts/set_trade_password/', 'post'>,
        RequestBody<'/accounts/set_trade_password/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/accounts/set_trade_password/', { body })),
        invalidatesTags: ['AccountsTradePassword', 'SharedSettings'],
      }),
      accountsChangeTradePassword: build.mutation<
        ApiData<'/accounts/change_trade_password/', 'post'>,
        RequestBody<'/accounts/change_trade_password/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/accounts/change_trade_password/', { body })),
      }),
      accountsResetTradePassword: build.mutation<
        ApiData<'/accounts/reset_trade_password/', 'post'>,
        RequestBody<'/accounts/reset_trade_password/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/accounts/reset_trade_password/', { body })),
        invalidatesTags: ['AccountsTradePassword', 'SharedSettings'],
      }),

      // ---- risk test (the profile itself is shared: sharedGetRiskProfile) ----
      accountsGetRiskQuestions: build.query<
        ApiData<'/funds/investment_risk/questions/', 'get'>,
        void
      >({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/funds/investment_risk/questions/')),
      }),
      accountsAnswerRiskQuestions: build.mutation<
        ApiData<'/funds/investment_risk/answer/', 'post'>,
        RequestBody<'/funds/investment_risk/answer/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/funds/investment_risk/answer/', { body })),
        invalidatesTags: ['SharedRiskProfile', 'SharedSettings'],
      }),
      accountsChangeRiskType: build.mutation<
        ApiData<'/funds/investment_risk/change/', 'post'>,
        RequestBody<'/funds/investment_risk/change/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/funds/investment_risk/change/', { body })),
        invalidatesTags: ['SharedRiskProfile', 'SharedSettings'],
      }),
      accountsListRiskMismatchAssets: build.query<
        ApiData<'/funds/investment_risk/mismatch_assets/', 'get'>,
        void
      >({
        queryFn: (_arg, api) =>
          callApi(api, (c) => c.get('/funds/investment_risk/mismatch_assets/')),
        providesTags: ['SharedRiskProfile'],
      }),
    }),
  });

export const {
  useAccountsSendMobileCaptchaMutation,
  useAccountsPassSliderCheckMutation,
  useAccountsCheckMobileMutation,
  useAccountsLoginMutation,
  useAccountsSignupMutation,
  useAccountsUpdateSettingsMutation,
  useAccountsSetUsernameMutation,
  useAccountsSetPasswordMutation,
  useAccountsChangePasswordMutation,
  useAccountsUploadAvatarMutation,
  useAccountsListMobileCodesQuery,
  useAccountsListCareersQuery,
  useAccountsListChinaAreasQuery,
  useAccountsListSocialBindingsQuery,
  useAccountsGetMyIdentityQuery,
  useAccountsCreateIdentityMutation,
  useAccountsSetPrivateFundQualifiedMutation,
  useAccountsVerifyIdentityAuthMutation,
  useAccountsGetBankCardQuery,
  useAccountsCheckBankCardMutation,
  useAccountsBindBankCardMutation,
  useAccountsIsTradePasswordSetQuery,
  useAccountsSetTradePasswordMutation,
  useAccountsChangeTradePasswordMutation,
  useAccountsResetTradePasswordMutation,
  useAccountsGetRiskQuestionsQuery,
  useAccountsAnswerRiskQuestionsMutation,
  useAccountsChangeRiskTypeMutation,
  useAccountsListRiskMismatchAssetsQuery,
} = accountsApi;
