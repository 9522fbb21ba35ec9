import { contractEndpoints } from '../app/contract-api';
import {
  followDiagnosis,
  getDiagnosis,
  getFundAssetForecast,
  getFundPotential,
  listDiagnoses,
  syncDiagnoses,
  unfollowDiagnosis,
} from '../app/contract.gen';
import { sharedApi } from '../shared/api';

/** Rows of the first page of the tracked funds (诊断回顾) and of a company's funds. */
export const DIAGNOSIS_LIST_PAGE_SIZE = 100;

const history = ['DiagnosisHistory', 'SharedDiagnoses'] as const;

/**
 * The diagnosis area's contract operations (spec 001 §7 analyse_history, analyse_sync, potential,
 * asset_forecast; the followed funds to pick one). 跟踪 / 停止跟踪 are the two operations
 * `followDiagnosis` / `unfollowDiagnosis`, chosen by the screen. The diagnosis itself (POST
 * analyse) and the symbol search are shared (`../shared/api`): the promotion area calls them too.
 *
 * A company's funds are `listFunds` (GET /symbols/funds/?company_id=), injected once in
 * `shared/api.ts`: the funds and research areas read it too; so are the 自选 funds to pick one
 * from (`listFollowingFunds`, which home reads too).
 */
export const diagnosisApi = sharedApi
  .enhanceEndpoints({ addTagTypes: ['DiagnosisHistory'] })
  .injectEndpoints({
    endpoints: contractEndpoints({
      listDiagnoses,
      getDiagnosis,
      followDiagnosis,
      unfollowDiagnosis,
      syncDiagnoses,
      getFundPotential,
      getFundAssetForecast,
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      listDiagnoses: { providesTags: [...history] },
      getDiagnosis: { providesTags: [...history] },
      followDiagnosis: { invalidatesTags: [...history] },
      unfollowDiagnosis: { invalidatesTags: [...history] },
      syncDiagnoses: { invalidatesTags: [...history] },
    },
  });

export const {
  useListFundsQuery,
  useListDiagnosesQuery,
  useGetDiagnosisQuery,
  useFollowDiagnosisMutation,
  useUnfollowDiagnosisMutation,
  useSyncDiagnosesMutation,
  useGetFundPotentialQuery,
  useListFollowingFundsQuery,
  useGetFundAssetForecastQuery,
} = diagnosisApi;
