import { baseApi, toApiErrorData, type ApiErrorData } from '../app/base-api';
import type { RequestBody, RequestQuery, Schemas } from '../app/api-types';
import type { AppServices } from '../app/services';

/**
 * The accounts area's calls (spec 000 §7; contract tags accounts, identity, bank cards,
 * trade password, risk test). One-shot calls (captcha, mobile check, login) are mutations so
 * they are never answered from the cache.
 */
export const accountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // ---- login and registration ----
    sendMobileCaptcha: build.mutation<
      Schemas['Detail'],
      RequestQuery<'/accounts/new_mobile_captcha/', 'get'>
    >({
      query: (query) => ({ url: '/accounts/new_mobile_captcha/', query: { app: 'h5', ...query } }),
    }),
    checkMobileRegistered: build.mutation<
      Schemas['CheckMobileResult'],
      RequestQuery<'/accounts/check_mobile/', 'get'>
    >({
      query: (query) => ({ url: '/accounts/check_mobile/', query }),
    }),
    login: build.mutation<Schemas['AuthResult'], RequestBody<'/accounts/login/', 'post'>>({
      query: (body) => ({ url: '/accounts/login/', method: 'POST', body }),
    }),
    signup: build.mutation<Schemas['AuthResult'], RequestBody<'/accounts/signup/', 'post'>>({
      query: (body) => ({ url: '/accounts/signup/', method: 'POST', body }),
    }),

    // ---- the user ----
    getSettings: build.query<Schemas['UserSettings'], void>({
      query: () => ({ url: '/accounts/settings/' }),
      providesTags: ['Settings', 'Me'],
    }),
    updateSettings: build.mutation<
      Schemas['UserSettings'],
      RequestBody<'/accounts/settings/', 'post'>
    >({
      query: (body) => ({ url: '/accounts/settings/', method: 'POST', body }),
      invalidatesTags: ['Settings'],
    }),
    setUsername: build.mutation<Schemas['User'], RequestBody<'/accounts/set_username/', 'post'>>({
      query: (body) => ({ url: '/accounts/set_username/', method: 'POST', body }),
      invalidatesTags: ['Settings'],
    }),
    setPassword: build.mutation<Schemas['Detail'], RequestBody<'/accounts/set_password/', 'post'>>({
      query: (body) => ({ url: '/accounts/set_password/', method: 'POST', body }),
      invalidatesTags: ['Settings'],
    }),
    changePassword: build.mutation<
      Schemas['Detail'],
      RequestBody<'/accounts/change_password/', 'post'>
    >({
      query: (body) => ({ url: '/accounts/change_password/', method: 'POST', body }),
    }),
    uploadAvatar: build.mutation<Schemas['Avatars'], File | Blob>({
      // The image POST (multipart) of core's client (spec 000 §7).
      async queryFn(file, api) {
        const services = api.extra as AppServices;
        const form = new FormData();
        form.append('avatar', file);
        try {
          const data = await services.api.postImage('/accounts/avatar/' as never, form);
          return { data: data as Schemas['Avatars'] };
        } catch (error) {
          return { error: toApiErrorData(error) };
        }
      },
      invalidatesTags: ['Settings'],
    }),
    listMobileCodes: build.query<Schemas['MobileCode'][], void>({
      query: () => ({ url: '/accounts/mobile_codes/' }),
    }),
    listCareers: build.query<Schemas['Career'][], void>({
      query: () => ({ url: '/careers/' }),
    }),
    listChinaAreas: build.query<Schemas['ChinaArea'][], string | void>({
      query: (parent_code) => ({
        url: '/china_areas/',
        query: parent_code ? { parent_code } : undefined,
      }),
    }),
    listSocialBindings: build.query<Schemas['SocialBinding'][], void>({
      query: () => ({ url: '/accounts/social_bindings/' }),
    }),

    // ---- identity ----
    getMyIdentity: build.query<Schemas['IdentityVerification'] | null, void>({
      // 404 means "none yet" (contract), not a failure.
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: '/accounts/identity_verfications/mine/' });
        if (result.error) {
          const error = result.error as ApiErrorData;
          return error.status === 404 ? { data: null } : { error };
        }
        return { data: result.data as Schemas['IdentityVerification'] };
      },
      providesTags: ['Identity'],
    }),
    createIdentity: build.mutation<
      Schemas['IdentityVerification'],
      RequestBody<'/accounts/identity_verfications/', 'post'>
    >({
      query: (body) => ({ url: '/accounts/identity_verfications/', method: 'POST', body }),
      invalidatesTags: ['Identity', 'Settings'],
    }),
    setPrivateFundQualified: build.mutation<
      { is_private_fund_qualified: boolean },
      RequestBody<'/accounts/set_private_fund_qualified/', 'post'>
    >({
      query: (body) => ({ url: '/accounts/set_private_fund_qualified/', method: 'POST', body }),
      invalidatesTags: ['Settings'],
    }),
    verifyIdentityAuth: build.mutation<
      { verified: boolean; detail: string },
      RequestBody<'/funds/identity_auth/verify/', 'post'>
    >({
      query: (body) => ({ url: '/funds/identity_auth/verify/', method: 'POST', body }),
      invalidatesTags: ['BankCard'],
    }),

    // ---- bank cards ----
    listBanks: build.query<Schemas['Bank'][], void>({
      query: () => ({ url: '/accounts/banks/' }),
    }),
    listMyBankCards: build.query<Schemas['BankCard'][], void>({
      query: () => ({ url: '/accounts/bank_cards/mine/' }),
      providesTags: ['BankCard'],
    }),
    getBankCard: build.query<Schemas['BankCard'], number>({
      query: (id) => ({ url: '/accounts/bank_cards/{id}/', path: { id } }),
      providesTags: ['BankCard'],
    }),
    checkBankCard: build.mutation<
      Schemas['BankCardCheck'],
      RequestBody<'/accounts/bank_cards/check/', 'post'>
    >({
      query: (body) => ({ url: '/accounts/bank_cards/check/', method: 'POST', body }),
    }),
    bindBankCard: build.mutation<
      Schemas['BankCard'],
      RequestBody<'/funds/bind_bank_card/', 'post'>
    >({
      query: (body) => ({ url: '/funds/bind_bank_card/', method: 'POST', body }),
      invalidatesTags: ['BankCard', 'Settings', 'Identity'],
    }),

    // ---- trade password ----
    isTradePasswordSet: build.query<Schemas['TradePasswordState'], void>({
      query: () => ({ url: '/accounts/is_trade_password_set/' }),
      providesTags: ['TradePassword'],
    }),
    setTradePassword: build.mutation<
      Schemas['TradePasswordState'],
      RequestBody<'/accounts/set_trade_password/', 'post'>
    >({
      query: (body) => ({ url: '/accounts/set_trade_password/', method: 'POST', body }),
      invalidatesTags: ['TradePassword', 'Settings'],
    }),
    changeTradePassword: build.mutation<
      Schemas['Detail'],
      RequestBody<'/accounts/change_trade_password/', 'post'>
    >({
      query: (body) => ({ url: '/accounts/change_trade_password/', method: 'POST', body }),
    }),
    resetTradePassword: build.mutation<
      Schemas['Detail'],
      RequestBody<'/accounts/reset_trade_password/', 'post'>
    >({
      query: (body) => ({ url: '/accounts/reset_trade_password/', method: 'POST', body }),
      invalidatesTags: ['TradePassword', 'Settings'],
    }),

    // ---- risk test ----
    getRiskQuestions: build.query<Schemas['RiskQuestionnaire'], void>({
      query: () => ({ url: '/funds/investment_risk/questions/' }),
    }),
    getMyRiskProfile: build.query<Schemas['InvestmentRiskProfile'], void>({
      query: () => ({ url: '/funds/investment_risk/mine/' }),
      providesTags: ['RiskProfile'],
    }),
    answerRiskQuestions: build.mutation<Schemas['InvestmentRiskProfile'], Schemas['RiskAnswers']>({
      query: (body) => ({ url: '/funds/investment_risk/answer/', method: 'POST', body }),
      invalidatesTags: ['RiskProfile', 'Settings'],
    }),
    changeRiskType: build.mutation<
      Schemas['InvestmentRiskProfile'],
      RequestBody<'/funds/investment_risk/change/', 'post'>
    >({
      query: (body) => ({ url: '/funds/investment_risk/change/', method: 'POST', body }),
      invalidatesTags: ['RiskProfile', 'Settings'],
    }),
    listRiskMismatchAssets: build.query<Schemas['MismatchAsset'][], void>({
      query: () => ({ url: '/funds/investment_risk/mismatch_assets/' }),
      providesTags: ['RiskProfile'],
    }),

    // ---- assets and income (the account's totals, spec 000 §3) ----
    getAccountAssets: build.query<Schemas['AccountAssets'], void>({
      query: () => ({ url: '/funds/assets/mine/' }),
      providesTags: ['Assets'],
    }),
    listAccountIncome: build.query<Schemas['IncomeRowPage'], { page: number; page_size?: number }>({
      query: (query) => ({ url: '/funds/income/mine/', query }),
      providesTags: ['Income'],
    }),
  }),
});

export const {
  useSendMobileCaptchaMutation,
  useCheckMobileRegisteredMutation,
  useLoginMutation,
  useSignupMutation,
  useGetSettingsQuery,
  useUpdateSettingsMutation,
  useSetUsernameMutation,
  useSetPasswordMutation,
  useChangePasswordMutation,
  useUploadAvatarMutation,
  useListMobileCodesQuery,
  useListCareersQuery,
  useListChinaAreasQuery,
  useListSocialBindingsQuery,
  useGetMyIdentityQuery,
  useCreateIdentityMutation,
  useSetPrivateFundQualifiedMutation,
  useVerifyIdentityAuthMutation,
  useListBanksQuery,
  useListMyBankCardsQuery,
  useGetBankCardQuery,
  useCheckBankCardMutation,
  useBindBankCardMutation,
  useIsTradePasswordSetQuery,
  useSetTradePasswordMutation,
  useChangeTradePasswordMutation,
  useResetTradePasswordMutation,
  useGetRiskQuestionsQuery,
  useGetMyRiskProfileQuery,
  useAnswerRiskQuestionsMutation,
  useChangeRiskTypeMutation,
  useListRiskMismatchAssetsQuery,
  useGetAccountAssetsQuery,
  useListAccountIncomeQuery,
} = accountsApi;
