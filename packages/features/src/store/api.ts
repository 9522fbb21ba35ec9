import { callApi } from '../app/base-api';
import { sharedApi } from '../shared/api';
import type { ApiData, RequestBody } from '../app/api-types';

/** Tags of the store area (each area adds its own). */
const TAGS = [
  'StoreApply',
  'StoreDetail',
  'StoreFollowing',
  'StorePortfolios',
  'StoreTimeline',
  'StoreIncome',
  'StoreAdjustments',
] as const;

type Page = { page?: number; page_size?: number };

/**
 * The store area's calls (spec 001 §7 "Store", "Statuses" store_timeline), each a typed contract
 * call (`callApi`): a wrong path, method or body fails `tsc`.
 */
export const storeApi = sharedApi.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    storeGetApply: build.query<ApiData<'/store/apply/', 'get'>, void>({
      queryFn: (_a, api) => callApi(api, (c) => c.get('/store/apply/')),
      providesTags: ['StoreApply'],
    }),
    storeApply: build.mutation<
      ApiData<'/store/apply/', 'post'>,
      RequestBody<'/store/apply/', 'post'>
    >({
      queryFn: (body, api) => callApi(api, (c) => c.post('/store/apply/', { body })),
      invalidatesTags: ['StoreApply', 'StoreDetail', 'SharedSettings'],
    }),
    storeGetMine: build.query<ApiData<'/store/mine/', 'get'>, void>({
      queryFn: (_a, api) => callApi(api, (c) => c.get('/store/mine/')),
      providesTags: ['StoreDetail'],
    }),
    storeGet: build.query<ApiData<'/store/{id}/', 'get'>, number>({
      queryFn: (id, api) =>
        callApi(api, (c) => c.get('/store/{id}/', { params: { path: { id } } })),
      providesTags: ['StoreDetail'],
    }),
    storeUpdate: build.mutation<
      ApiData<'/store/{id}/', 'put'>,
      { id: number; body: RequestBody<'/store/{id}/', 'put'> }
    >({
      queryFn: ({ id, body }, api) =>
        callApi(api, (c) => c.put('/store/{id}/', { params: { path: { id } }, body })),
      invalidatesTags: ['StoreDetail', 'StoreFollowing'],
    }),
    storeFollowing: build.query<ApiData<'/store/following/', 'get'>, void>({
      queryFn: (_a, api) =>
        callApi(api, (c) => c.get('/store/following/', { params: { query: { page_size: 100 } } })),
      providesTags: ['StoreFollowing'],
    }),
    storeFollow: build.mutation<
      ApiData<'/store/{id}/follow/', 'post'>,
      { id: number; follow: boolean }
    >({
      queryFn: ({ id, follow }, api) =>
        callApi(api, (c) =>
          follow
            ? c.post('/store/{id}/follow/', { params: { path: { id } } })
            : c.post('/store/{id}/unfollow/', { params: { path: { id } } }),
        ),
      invalidatesTags: ['StoreDetail', 'StoreFollowing'],
    }),
    storePortfolios: build.query<ApiData<'/store/portfolios/', 'get'>, number>({
      queryFn: (store_id, api) =>
        callApi(api, (c) =>
          c.get('/store/portfolios/', { params: { query: { store_id, page_size: 100 } } }),
        ),
      providesTags: ['StorePortfolios'],
    }),
    storePortfoliosMine: build.query<ApiData<'/store/portfolios/mine/', 'get'>, void>({
      queryFn: (_a, api) =>
        callApi(api, (c) =>
          c.get('/store/portfolios/mine/', { params: { query: { page_size: 100 } } }),
        ),
      providesTags: ['StorePortfolios'],
    }),
    storePortfoliosRecommend: build.query<ApiData<'/store/portfolios/recommend/', 'get'>, Page>({
      queryFn: (query, api) =>
        callApi(api, (c) => c.get('/store/portfolios/recommend/', { params: { query } })),
    }),
    storePortfolio: build.query<ApiData<'/store/portfolios/{id}/', 'get'>, number>({
      queryFn: (id, api) =>
        callApi(api, (c) => c.get('/store/portfolios/{id}/', { params: { path: { id } } })),
      providesTags: ['StorePortfolios'],
    }),
    storeSortPortfolios: build.mutation<
      ApiData<'/store/portfolios/sort/', 'post'>,
      RequestBody<'/store/portfolios/sort/', 'post'>
    >({
      queryFn: (body, api) => callApi(api, (c) => c.post('/store/portfolios/sort/', { body })),
      invalidatesTags: ['StorePortfolios'],
    }),
    storeUpdatePortfolio: build.mutation<
      ApiData<'/portfolio/{id}/', 'put'>,
      { id: number; body: RequestBody<'/portfolio/{id}/', 'put'> }
    >({
      queryFn: ({ id, body }, api) =>
        callApi(api, (c) => c.put('/portfolio/{id}/', { params: { path: { id } }, body })),
      invalidatesTags: ['StorePortfolios'],
    }),
    storeSetShareInfo: build.mutation<
      ApiData<'/portfolio/{id}/set_share_info/', 'post'>,
      { id: number; body: RequestBody<'/portfolio/{id}/set_share_info/', 'post'> }
    >({
      queryFn: ({ id, body }, api) =>
        callApi(api, (c) =>
          c.post('/portfolio/{id}/set_share_info/', { params: { path: { id } }, body }),
        ),
      invalidatesTags: ['StorePortfolios'],
    }),
    storeAdjustments: build.query<ApiData<'/portfolio/position_adjustments/', 'get'>, number>({
      queryFn: (portfolio_id, api) =>
        callApi(api, (c) =>
          c.get('/portfolio/position_adjustments/', {
            params: { query: { portfolio_id, page: 1 } },
          }),
        ),
      providesTags: ['StoreAdjustments'],
    }),
    storeAssetsMine: build.query<ApiData<'/store/assets/mine/', 'get'>, void>({
      queryFn: (_a, api) => callApi(api, (c) => c.get('/store/assets/mine/')),
      providesTags: ['StoreIncome'],
    }),
    storePortfolioAssets: build.query<ApiData<'/store/portfolios/{id}/assets/', 'get'>, number>({
      queryFn: (id, api) =>
        callApi(api, (c) => c.get('/store/portfolios/{id}/assets/', { params: { path: { id } } })),
      providesTags: ['StoreIncome'],
    }),
    storeIncomeMine: build.query<ApiData<'/store/income/mine/', 'get'>, void>({
      queryFn: (_a, api) => callApi(api, (c) => c.get('/store/income/mine/')),
      providesTags: ['StoreIncome'],
    }),
    storeIncomeRows: build.query<ApiData<'/store/income/portfolio/', 'get'>, void>({
      queryFn: (_a, api) =>
        callApi(api, (c) =>
          c.get('/store/income/portfolio/', { params: { query: { page_size: 30 } } }),
        ),
      providesTags: ['StoreIncome'],
    }),
    storeWithdrawals: build.query<ApiData<'/store/income/withdraw/', 'get'>, void>({
      queryFn: (_a, api) =>
        callApi(api, (c) =>
          c.get('/store/income/withdraw/', { params: { query: { page_size: 50 } } }),
        ),
      providesTags: ['StoreIncome'],
    }),
    storeWithdraw: build.mutation<
      ApiData<'/store/income/withdraw/', 'post'>,
      { body: RequestBody<'/store/income/withdraw/', 'post'>; idempotencyKey: string }
    >({
      queryFn: ({ body, idempotencyKey }, api) =>
        callApi(api, (c) =>
          c.post('/store/income/withdraw/', {
            params: { header: { 'Idempotency-Key': idempotencyKey } },
            body,
          }),
        ),
      invalidatesTags: ['StoreIncome'],
    }),
    storeForecast: build.mutation<
      ApiData<'/store/income/forecast/', 'post'>,
      RequestBody<'/store/income/forecast/', 'post'>
    >({
      queryFn: (body, api) => callApi(api, (c) => c.post('/store/income/forecast/', { body })),
    }),
    storeTimeline: build.query<
      ApiData<'/statuses/store_timeline/', 'get'>,
      { store_id?: number; portfolio_id?: number }
    >({
      queryFn: (q, api) =>
        callApi(api, (c) =>
          c.get('/statuses/store_timeline/', { params: { query: { ...q, page_size: 50 } } }),
        ),
      providesTags: ['StoreTimeline'],
    }),
    storeTimelineCreate: build.mutation<
      ApiData<'/store/timeline/', 'post'>,
      RequestBody<'/store/timeline/', 'post'>
    >({
      queryFn: (body, api) => callApi(api, (c) => c.post('/store/timeline/', { body })),
      invalidatesTags: ['StoreTimeline'],
    }),
    storeLike: build.mutation<
      ApiData<'/store/likes/like/', 'post'>,
      { status: number; like: boolean }
    >({
      queryFn: ({ status, like }, api) =>
        callApi(api, (c) =>
          like
            ? c.post('/store/likes/like/', { body: { status } })
            : c.post('/store/likes/unlike/', { body: { status } }),
        ),
      invalidatesTags: ['StoreTimeline'],
    }),
  }),
});

export const {
  useStoreGetApplyQuery,
  useStoreApplyMutation,
  useStoreGetMineQuery,
  useStoreGetQuery,
  useStoreUpdateMutation,
  useStoreFollowingQuery,
  useStoreFollowMutation,
  useStorePortfoliosQuery,
  useStorePortfoliosMineQuery,
  useStorePortfoliosRecommendQuery,
  useStorePortfolioQuery,
  useStoreSortPortfoliosMutation,
  useStoreUpdatePortfolioMutation,
  useStoreSetShareInfoMutation,
  useStoreAdjustmentsQuery,
  useStoreAssetsMineQuery,
  useStorePortfolioAssetsQuery,
  useStoreIncomeMineQuery,
  useStoreIncomeRowsQuery,
  useStoreWithdrawalsQuery,
  useStoreWithdrawMutation,
  useStoreForecastMutation,
  useStoreTimelineQuery,
  useStoreTimelineCreateMutation,
  useStoreLikeMutation,
} = storeApi;
