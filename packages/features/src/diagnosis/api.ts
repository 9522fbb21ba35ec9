import { FUND_FOLLOWING_PAGE_SIZE } from '@jijin/core';
import { callApi } from '../app/base-api';
import { sharedApi } from '../shared/api';
import type { ApiData, Schemas } from '../app/api-types';

/** A page of diagnoses (the generated pager intersects `unknown[]`; this keeps the element type). */
export type DiagnosisPage = Omit<ApiData<'/symbols/funds/analyse_history/', 'get'>, 'results'> & {
  results: Schemas['Diagnosis'][];
};

/** A page of funds (the generated pager intersects `unknown[]`; this keeps the element type). */
export type FundPage = Omit<ApiData<'/symbols/funds/following/', 'get'>, 'results'> & {
  results: Schemas['Fund'][];
};

/**
 * Calls of the diagnosis area (spec 001 §7 analyse_history, analyse_sync, potential,
 * asset_forecast; companies to pick a fund). Typed by the contract. The diagnosis itself (POST
 * analyse) and the symbol search are shared (`../shared/api`): the promotion area calls them too.
 */
export const diagnosisApi = sharedApi
  .enhanceEndpoints({ addTagTypes: ['DiagnosisHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      diagnosisHistory: build.query<DiagnosisPage, { following?: boolean; sort?: string }>({
        queryFn: ({ following, sort }, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/analyse_history/', {
              params: {
                query: {
                  page: 1,
                  page_size: 100,
                  ...(following === undefined ? {} : { is_following: following }),
                  ...(sort ? { sort } : {}),
                },
              },
            }),
          ) as Promise<{ data: DiagnosisPage } | { error: never }>,
        providesTags: ['DiagnosisHistory', 'SharedDiagnoses'],
      }),
      diagnosisGet: build.query<ApiData<'/symbols/funds/analyse_history/{id}/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/analyse_history/{id}/', { params: { path: { id } } }),
          ),
        providesTags: ['DiagnosisHistory', 'SharedDiagnoses'],
      }),
      diagnosisTrack: build.mutation<
        ApiData<'/symbols/analyse_history/{id}/follow/', 'post'>,
        { id: number; track: boolean }
      >({
        queryFn: ({ id, track }, api) =>
          callApi(api, (c) =>
            track
              ? c.post('/symbols/analyse_history/{id}/follow/', { params: { path: { id } } })
              : c.post('/symbols/analyse_history/{id}/unfollow/', { params: { path: { id } } }),
          ),
        invalidatesTags: ['DiagnosisHistory', 'SharedDiagnoses'],
      }),
      diagnosisSync: build.mutation<ApiData<'/symbols/analyse_sync/', 'post'>, string[]>({
        queryFn: (codes, api) =>
          callApi(api, (c) => c.post('/symbols/analyse_sync/', { body: { codes } })),
        invalidatesTags: ['DiagnosisHistory', 'SharedDiagnoses'],
      }),
      diagnosisCompanyFunds: build.query<FundPage, number>({
        queryFn: (companyId, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/', {
              params: { query: { company_id: companyId, page: 1, page_size: 100 } },
            }),
          ) as Promise<{ data: FundPage } | { error: never }>,
      }),
      diagnosisFollowedFunds: build.query<FundPage, void>({
        queryFn: (_arg, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/following/', {
              params: { query: { page: 1, page_size: FUND_FOLLOWING_PAGE_SIZE } },
            }),
          ) as Promise<{ data: FundPage } | { error: never }>,
      }),
      diagnosisPotential: build.query<ApiData<'/symbols/funds/potential/{symbol}/', 'get'>, string>(
        {
          queryFn: (symbol, api) =>
            callApi(api, (c) =>
              c.get('/symbols/funds/potential/{symbol}/', { params: { path: { symbol } } }),
            ),
        },
      ),
      diagnosisAssetForecast: build.query<
        ApiData<'/symbols/funds/{symbol}/asset_forecast/', 'get'>,
        { symbol: string; amount: string }
      >({
        queryFn: ({ symbol, amount }, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/{symbol}/asset_forecast/', {
              params: { path: { symbol }, query: { amount } },
            }),
          ),
      }),
    }),
  });

export const {
  useDiagnosisHistoryQuery,
  useDiagnosisGetQuery,
  useDiagnosisTrackMutation,
  useDiagnosisSyncMutation,
  useDiagnosisPotentialQuery,
  useDiagnosisCompanyFundsQuery,
  useDiagnosisFollowedFundsQuery,
  useDiagnosisAssetForecastQuery,
} = diagnosisApi;
