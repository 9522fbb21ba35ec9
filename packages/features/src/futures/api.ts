import { baseApi, callApi } from '../app/base-api';
import type { ApiData, RequestBody, RequestQuery } from '../app/api-types';

/**
 * The futures area's calls (spec 001 §7 Futures), typed through the contract. Products and
 * instruments are public; accounts and income are the user's.
 */
export const futuresApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['FuturesAccount'] })
  .injectEndpoints({
    endpoints: (build) => ({
      futuresListProducts: build.query<
        ApiData<'/futures/products/', 'get'>,
        RequestQuery<'/futures/products/', 'get'>
      >({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/futures/products/', { params: { query } })),
      }),
      futuresGetProduct: build.query<
        ApiData<'/futures/products/{id}/', 'get'>,
        { id: number; product_type?: string }
      >({
        queryFn: ({ id, product_type }, api) =>
          callApi(api, (c) =>
            c.get('/futures/products/{id}/', {
              params: { path: { id }, query: product_type ? { product_type } : {} },
            }),
          ),
      }),
      futuresListReviews: build.query<
        ApiData<'/futures/product_reviews/', 'get'>,
        RequestQuery<'/futures/product_reviews/', 'get'>
      >({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/futures/product_reviews/', { params: { query } })),
      }),
      futuresGetInstrument: build.query<ApiData<'/futures/instruments/{id}/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.get('/futures/instruments/{id}/', { params: { path: { id } } })),
      }),
      futuresListAccounts: build.query<ApiData<'/futures/accounts/mine/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/futures/accounts/mine/')),
        providesTags: ['FuturesAccount'],
      }),
      futuresBindAccount: build.mutation<
        ApiData<'/futures/accounts/', 'post'>,
        RequestBody<'/futures/accounts/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/futures/accounts/', { body })),
        invalidatesTags: ['FuturesAccount'],
      }),
      futuresSetDefaultAccount: build.mutation<
        ApiData<'/futures/accounts/{id}/set_default/', 'post'>,
        number
      >({
        queryFn: (id, api) =>
          callApi(api, (c) =>
            c.post('/futures/accounts/{id}/set_default/', { params: { path: { id } } }),
          ),
        invalidatesTags: ['FuturesAccount'],
      }),
      futuresGetIncomeRealtime: build.query<
        ApiData<'/futures/income_analyse/realtime/', 'get'>,
        RequestQuery<'/futures/income_analyse/realtime/', 'get'>
      >({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/futures/income_analyse/realtime/', { params: { query } })),
        providesTags: ['FuturesAccount'],
      }),
      futuresListIncomeDaily: build.query<
        ApiData<'/futures/income_analyse/day/', 'get'>,
        RequestQuery<'/futures/income_analyse/day/', 'get'>
      >({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/futures/income_analyse/day/', { params: { query } })),
        providesTags: ['FuturesAccount'],
      }),
    }),
  });

export const {
  useFuturesListProductsQuery,
  useFuturesGetProductQuery,
  useFuturesListReviewsQuery,
  useFuturesGetInstrumentQuery,
  useFuturesListAccountsQuery,
  useFuturesBindAccountMutation,
  useFuturesSetDefaultAccountMutation,
  useFuturesGetIncomeRealtimeQuery,
  useFuturesListIncomeDailyQuery,
} = futuresApi;
