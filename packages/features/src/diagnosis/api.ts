import {
  COMPANY_LIST_PAGE_SIZE,
  COMPANY_LIST_SORT,
  FUND_FOLLOWING_PAGE_SIZE,
  SEARCH_SYMBOLS_PAGE_SIZE,
  SEARCH_SYMBOLS_TYPE,
} from '@jijin/core';
import { baseApi, callApi } from '../app/base-api';
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
 * Calls of the diagnosis area (spec 001 §7 analyse, analyse_history, analyse_sync, potential,
 * asset_forecast; search and companies to pick a fund). Typed by the contract.
 */
export const diagnosisApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['DiagnosisHistory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      diagnosisAnalyse: build.mutation<ApiData<'/symbols/funds/{symbol}/analyse/', 'post'>, string>(
        {
          queryFn: (symbol, api) =>
            callApi(api, (c) =>
              c.post('/symbols/funds/{symbol}/analyse/', { params: { path: { symbol } } }),
            ),
          invalidatesTags: ['DiagnosisHistory'],
        },
      ),
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
        providesTags: ['DiagnosisHistory'],
      }),
      diagnosisGet: build.query<ApiData<'/symbols/funds/analyse_history/{id}/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/analyse_history/{id}/', { params: { path: { id } } }),
          ),
        providesTags: ['DiagnosisHistory'],
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
        invalidatesTags: ['DiagnosisHistory'],
      }),
      diagnosisSync: build.mutation<ApiData<'/symbols/analyse_sync/', 'post'>, string[]>({
        queryFn: (codes, api) =>
          callApi(api, (c) => c.post('/symbols/analyse_sync/', { body: { codes } })),
        invalidatesTags: ['DiagnosisHistory'],
      }),
      diagnosisSearch: build.query<ApiData<'/search/symbols/', 'get'>, string>({
        queryFn: (q, api) =>
          callApi(api, (c) =>
            c.get('/search/symbols/', {
              params: {
                query: {
                  q,
                  symbol_type: String(SEARCH_SYMBOLS_TYPE),
                  page_size: SEARCH_SYMBOLS_PAGE_SIZE,
                },
              },
            }),
          ),
      }),
      diagnosisCompanies: build.query<ApiData<'/symbols/funds/companies/', 'get'>, void>({
        queryFn: (_arg, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/companies/', {
              params: {
                query: { page: 1, page_size: COMPANY_LIST_PAGE_SIZE, sort: COMPANY_LIST_SORT },
              },
            }),
          ),
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
  useDiagnosisAnalyseMutation,
  useDiagnosisHistoryQuery,
  useDiagnosisGetQuery,
  useDiagnosisTrackMutation,
  useDiagnosisSyncMutation,
  useDiagnosisSearchQuery,
  useDiagnosisPotentialQuery,
  useDiagnosisCompaniesQuery,
  useDiagnosisCompanyFundsQuery,
  useDiagnosisFollowedFundsQuery,
  useDiagnosisAssetForecastQuery,
} = diagnosisApi;
