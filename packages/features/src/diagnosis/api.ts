import { callApi } from '../app/base-api';
import { contractEndpoints } from '../app/contract-api';
import {
  followDiagnosis,
  getDiagnosis,
  getFundAssetForecast,
  getFundPotential,
  listDiagnoses,
  listFollowingFunds,
  syncDiagnoses,
  unfollowDiagnosis,
} from '../app/contract.gen';
import { sharedApi } from '../shared/api';
import type { ApiData, Schemas } from '../app/api-types';

/** Rows of the first page of the tracked funds (诊断回顾) and of a company's funds. */
export const DIAGNOSIS_LIST_PAGE_SIZE = 100;

/** A page of funds (the generated pager intersects `unknown[]`; this keeps the element type). */
export type FundPage = Omit<ApiData<'/symbols/funds/', 'get'>, 'results'> & {
  results: Schemas['Fund'][];
};

const history = ['DiagnosisHistory', 'SharedDiagnoses'] as const;

/**
 * The diagnosis area's contract operations (spec 001 §7 analyse_history, analyse_sync, potential,
 * asset_forecast; the followed funds to pick one). 跟踪 / 停止跟踪 are the two operations
 * `followDiagnosis` / `unfollowDiagnosis`, chosen by the screen. The diagnosis itself (POST
 * analyse) and the symbol search are shared (`../shared/api`): the promotion area calls them too.
 *
 * `diagnosisCompanyFunds` (GET /symbols/funds/?company_id=) stays hand-written: the funds area
 * already injects that operation (`listFunds`) into the same API with its own tags, and an
 * endpoint name can be injected once (see README "Endpoints from the contract").
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
      listFollowingFunds,
      getFundPotential,
      getFundAssetForecast,
    }),
  })
  .injectEndpoints({
    endpoints: (build) => ({
      diagnosisCompanyFunds: build.query<FundPage, number>({
        queryFn: (companyId, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/', {
              params: {
                query: { company_id: companyId, page: 1, page_size: DIAGNOSIS_LIST_PAGE_SIZE },
              },
            }),
          ) as Promise<{ data: FundPage } | { error: never }>,
      }),
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
  useListDiagnosesQuery,
  useGetDiagnosisQuery,
  useFollowDiagnosisMutation,
  useUnfollowDiagnosisMutation,
  useSyncDiagnosesMutation,
  useGetFundPotentialQuery,
  useDiagnosisCompanyFundsQuery,
  useListFollowingFundsQuery,
  useGetFundAssetForecastQuery,
} = diagnosisApi;
