import { contractEndpoints } from '../app/contract-api';
import {
  answerRiskQuestions,
  bindBankCard,
  changePassword,
  changeRiskType,
  changeTradePassword,
  checkBankCard,
  checkMobile,
  createIdentityVerification,
  getBankCard,
  getMyIdentityVerification,
  getRiskQuestions,
  isTradePasswordSet,
  listCareers,
  listChinaAreas,
  listMobileCodes,
  listRiskMismatchAssets,
  listSocialBindings,
  login,
  passSliderCheck,
  resetTradePassword,
  sendMobileCaptcha,
  setPassword,
  setTradePassword,
  setUsername,
  signup,
  updateSettings,
  uploadAvatar,
  verifyIdentityAuth,
} from '../app/contract.gen';
import { sharedApi } from '../shared/api';

/**
 * The accounts area's contract operations (spec 000 §7; contract tags accounts, identity, bank
 * cards, trade password, risk test), named by operationId (`app/contract.gen.ts`). One-shot GETs
 * (captcha, mobile check) are called with `initiate` / lazy hooks from the screens.
 *
 * Tags: `AccountsIdentity` and `AccountsTradePassword` are this area's own. The user's settings,
 * bank cards and risk profile are read by several areas and defined once in `shared/api.ts`
 * (which owns their `Shared*` tags); this area's mutations invalidate them there.
 *
 * The avatar upload (`uploadAvatar`) is a ` multipart` operation: its `body: { avatar: file }` is
 * sent as multipart/form-data. The 合格投资者 confirmation
 * (`setPrivateFundQualified`) is the shared one: the private-funds area sends it too.
 */
export const accountsApi = sharedApi
  .enhanceEndpoints({ addTagTypes: ['AccountsIdentity', 'AccountsTradePassword'] })
  .injectEndpoints({
    endpoints: contractEndpoints({
      sendMobileCaptcha,
      passSliderCheck,
      checkMobile,
      login,
      signup,
      updateSettings,
      setUsername,
      setPassword,
      changePassword,
      listMobileCodes,
      listCareers,
      listChinaAreas,
      listSocialBindings,
      getMyIdentityVerification,
      createIdentityVerification,
      verifyIdentityAuth,
      getBankCard,
      checkBankCard,
      bindBankCard,
      isTradePasswordSet,
      setTradePassword,
      changeTradePassword,
      resetTradePassword,
      getRiskQuestions,
      answerRiskQuestions,
      changeRiskType,
      listRiskMismatchAssets,
      uploadAvatar,
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      updateSettings: { invalidatesTags: ['SharedSettings'] },
      uploadAvatar: { invalidatesTags: ['SharedSettings'] },
      setUsername: { invalidatesTags: ['SharedSettings'] },
      setPassword: { invalidatesTags: ['SharedSettings'] },
      getMyIdentityVerification: { providesTags: ['AccountsIdentity'] },
      createIdentityVerification: { invalidatesTags: ['AccountsIdentity', 'SharedSettings'] },
      verifyIdentityAuth: { invalidatesTags: ['SharedBankCards'] },
      getBankCard: { providesTags: (_r, _e, a) => [{ type: 'SharedBankCards', id: a.id }] },
      bindBankCard: {
        invalidatesTags: ['SharedBankCards', 'SharedSettings', 'AccountsIdentity'],
      },
      isTradePasswordSet: { providesTags: ['AccountsTradePassword'] },
      setTradePassword: { invalidatesTags: ['AccountsTradePassword', 'SharedSettings'] },
      resetTradePassword: { invalidatesTags: ['AccountsTradePassword', 'SharedSettings'] },
      answerRiskQuestions: { invalidatesTags: ['SharedRiskProfile', 'SharedSettings'] },
      changeRiskType: { invalidatesTags: ['SharedRiskProfile', 'SharedSettings'] },
      listRiskMismatchAssets: { providesTags: ['SharedRiskProfile'] },
    },
  });

export const {
  useLazySendMobileCaptchaQuery,
  usePassSliderCheckMutation,
  useLazyCheckMobileQuery,
  useLoginMutation,
  useSignupMutation,
  useUpdateSettingsMutation,
  useSetUsernameMutation,
  useSetPasswordMutation,
  useChangePasswordMutation,
  useUploadAvatarMutation,
  useListMobileCodesQuery,
  useListCareersQuery,
  useListChinaAreasQuery,
  useListSocialBindingsQuery,
  useGetMyIdentityVerificationQuery,
  useCreateIdentityVerificationMutation,
  useVerifyIdentityAuthMutation,
  useGetBankCardQuery,
  useCheckBankCardMutation,
  useBindBankCardMutation,
  useIsTradePasswordSetQuery,
  useSetTradePasswordMutation,
  useChangeTradePasswordMutation,
  useResetTradePasswordMutation,
  useGetRiskQuestionsQuery,
  useAnswerRiskQuestionsMutation,
  useChangeRiskTypeMutation,
  useListRiskMismatchAssetsQuery,
} = accountsApi;
