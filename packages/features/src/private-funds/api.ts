import { INCOME_LIST_PAGE_SIZE } from '@jijin/core';
import type { ApiData, RequestBody } from '../app/api-types';
import { baseApi, callApi } from '../app/base-api';

/** The private-funds area's endpoints (spec 001 §7 private funds, §6 qualification). */
export const privateFundsApi = baseApi
  .enhanceEndpoints({
    addTagTypes: ['PrivateFundProduct', 'PrivateFundTrades', 'PrivateFundRisk'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      privateFundsGetProduct: build.query<ApiData<'/private_funds/product/', 'get'>, string>({
        queryFn: (slug, api) =>
          callApi(api, (c) => c.get('/private_funds/product/', { params: { query: { slug } } })),
        providesTags: ['PrivateFundProduct'],
      }),
      privateFundsQualify: build.mutation<
        ApiData<'/accounts/set_private_fund_qualified/', 'post'>,
        RequestBody<'/accounts/set_private_fund_qualified/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/accounts/set_private_fund_qualified/', { body })),
        invalidatesTags: ['PrivateFundProduct'],
      }),
      privateFundsRiskQuestions: build.query<
        ApiData<'/private_funds/investment_risk/questions/', 'get'>,
        void
      >({
        queryFn: (_arg, api) =>
          callApi(api, (c) => c.get('/private_funds/investment_risk/questions/')),
      }),
      privateFundsRiskMine: build.query<
        ApiData<'/private_funds/investment_risk/mine/', 'get'>,
        void
      >({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/private_funds/investment_risk/mine/')),
        providesTags: ['PrivateFundRisk'],
      }),
      privateFundsRiskAnswer: build.mutation<
        ApiData<'/private_funds/investment_risk/answer/', 'post'>,
        RequestBody<'/private_funds/investment_risk/answer/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/private_funds/investment_risk/answer/', { body })),
        invalidatesTags: ['PrivateFundRisk', 'PrivateFundProduct'],
      }),
      privateFundsReserve: build.mutation<
        ApiData<'/private_funds/reservation/', 'post'>,
        RequestBody<'/private_funds/reservation/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/private_funds/reservation/', { body })),
        invalidatesTags: ['PrivateFundTrades'],
      }),
      privateFundsTrades: build.query<
        ApiData<'/private_funds/trades/', 'get'>,
        { symbol?: string } | void
      >({
        queryFn: (arg, api) =>
          callApi(api, (c) =>
            c.get('/private_funds/trades/', {
              params: {
                query: { page: 1, page_size: 50, ...(arg?.symbol ? { symbol: arg.symbol } : {}) },
              },
            }),
          ),
        providesTags: ['PrivateFundTrades'],
      }),
      privateFundsFundInfo: build.query<ApiData<'/private_funds/fund_info/', 'get'>, number>({
        queryFn: (fund_id, api) =>
          callApi(api, (c) =>
            c.get('/private_funds/fund_info/', { params: { query: { fund_id } } }),
          ),
        providesTags: ['PrivateFundTrades'],
      }),
      privateFundsShares: build.query<ApiData<'/private_funds/shares_info/', 'get'>, number>({
        queryFn: (fund_id, api) =>
          callApi(api, (c) =>
            c.get('/private_funds/shares_info/', { params: { query: { fund_id } } }),
          ),
        providesTags: ['PrivateFundTrades'],
      }),
      privateFundsIncome: build.query<
        ApiData<'/private_funds/income/fund/', 'get'>,
        { fund_id: number; page: number }
      >({
        queryFn: ({ fund_id, page }, api) =>
          callApi(api, (c) =>
            c.get('/private_funds/income/fund/', {
              params: { query: { fund_id, page, page_size: INCOME_LIST_PAGE_SIZE } },
            }),
          ),
        providesTags: ['PrivateFundTrades'],
      }),
      privateFundsHoldings: build.query<ApiData<'/private_funds/fund/mine/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/private_funds/fund/mine/')),
        providesTags: ['PrivateFundTrades'],
      }),
    }),
  });

export const {
  usePrivateFundsGetProductQuery,
  usePrivateFundsQualifyMutation,
  usePrivateFundsReserveMutation,
  usePrivateFundsRiskQuestionsQuery,
  usePrivateFundsRiskMineQuery,
  usePrivateFundsRiskAnswerMutation,
  usePrivateFundsTradesQuery,
  usePrivateFundsHoldingsQuery,
  usePrivateFundsFundInfoQuery,
  usePrivateFundsSharesQuery,
  usePrivateFundsIncomeQuery,
} = privateFundsApi;
