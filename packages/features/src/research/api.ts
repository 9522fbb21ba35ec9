import { FUND_FOLLOWING_PAGE_SIZE } from '@jijin/core';
import { baseApi, callApi } from '../app/base-api';
import { contractEndpoints } from '../app/contract-api';
import { listRecommendedStatuses } from '../app/contract.gen';
import type { ApiData, RequestBody, RequestQuery } from '../app/api-types';

/** Query of the screener (GET /symbols/funds/advance/). */
export type ScreenQuery = RequestQuery<'/symbols/funds/advance/', 'get'>;
/** Query of a timeline by category (news: content_type 10). */
export type CategoryQuery = RequestQuery<'/statuses/category_timeline/', 'get'>;

const path = (symbol: string) => ({ params: { path: { symbol } } });

/**
 * The research area's endpoints (spec 001 §7 "Symbols, following, research", "Statuses",
 * "Users"), every call typed by the contract.
 */
export const researchApi = baseApi
  .enhanceEndpoints({
    addTagTypes: ['ResearchStatus', 'ResearchComments', 'ResearchUser', 'ResearchFollowing'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      researchScreenFunds: build.query<ApiData<'/symbols/funds/advance/', 'get'>, ScreenQuery>({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/symbols/funds/advance/', { params: { query } })),
      }),
      researchFundsList: build.query<
        ApiData<'/symbols/funds/', 'get'>,
        RequestQuery<'/symbols/funds/', 'get'>
      >({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/symbols/funds/', { params: { query } })),
      }),
      researchRecommend: build.query<ApiData<'/symbols/funds/recommend/', 'get'>, void>({
        queryFn: (_arg, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/recommend/', { params: { query: { page_size: 20 } } }),
          ),
      }),
      researchComparison: build.query<
        ApiData<'/symbols/funds/comparison/', 'get'>,
        RequestQuery<'/symbols/funds/comparison/', 'get'>
      >({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/symbols/funds/comparison/', { params: { query } })),
      }),
      researchAssetHistory: build.query<
        ApiData<'/symbols/funds/{symbol}/asset_history/', 'get'>,
        string
      >({
        queryFn: (symbol, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/{symbol}/asset_history/', {
              params: { path: { symbol }, query: { page_size: 100 } },
            }),
          ),
      }),
      researchHoldStruct: build.query<
        ApiData<'/symbols/funds/{symbol}/hold_struct/', 'get'>,
        string
      >({
        queryFn: (symbol, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/{symbol}/hold_struct/', {
              params: { path: { symbol }, query: { page_size: 1000 } },
            }),
          ),
      }),
      researchFundStyle: build.query<ApiData<'/symbols/fund_styles/info/', 'get'>, string>({
        queryFn: (symbol, api) =>
          callApi(api, (c) =>
            c.get('/symbols/fund_styles/info/', { params: { query: { symbol } } }),
          ),
      }),
      researchFundStyleHistory: build.query<
        ApiData<'/symbols/fund_styles/history/', 'get'>,
        string
      >({
        queryFn: (symbol, api) =>
          callApi(api, (c) =>
            c.get('/symbols/fund_styles/history/', {
              params: { query: { symbol, page: 1, page_size: 240 } },
            }),
          ),
      }),
      researchStylesOverview: build.query<
        ApiData<'/symbols/fund_styles/overview/', 'get'>,
        string | undefined
      >({
        queryFn: (month, api) =>
          month
            ? callApi(api, (c) =>
                c.get('/symbols/fund_styles/monthly_overview/', { params: { query: { month } } }),
              )
            : callApi(api, (c) => c.get('/symbols/fund_styles/overview/')),
      }),
      researchSectors: build.query<ApiData<'/symbols/funds/sectors/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/symbols/funds/sectors/')),
      }),
      researchSector: build.query<
        ApiData<'/symbols/funds/sectors/{id}/', 'get'>,
        { id: number; sort: string; page: number }
      >({
        queryFn: ({ id, sort, page }, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/sectors/{id}/', {
              params: { path: { id }, query: { sort, page, page_size: 20 } },
            }),
          ),
      }),
      researchIndexes: build.query<ApiData<'/symbols/indexes/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/symbols/indexes/')),
      }),
      researchIndex: build.query<ApiData<'/symbols/indexes/{symbol}/', 'get'>, string>({
        queryFn: (symbol, api) =>
          callApi(api, (c) => c.get('/symbols/indexes/{symbol}/', path(symbol))),
      }),
      researchIndexKLine: build.query<
        ApiData<'/symbols/indexes/{symbol}/k_line/', 'get'>,
        { symbol: string; period: 'day' | 'week' | 'month' }
      >({
        queryFn: ({ symbol, period }, api) =>
          callApi(api, (c) =>
            c.get('/symbols/indexes/{symbol}/k_line/', {
              params: { path: { symbol }, query: { period, count: 120 } },
            }),
          ),
      }),
      researchStock: build.query<ApiData<'/symbols/stocks/{symbol}/', 'get'>, string>({
        queryFn: (symbol, api) =>
          callApi(api, (c) => c.get('/symbols/stocks/{symbol}/', path(symbol))),
      }),
      researchStockKLine: build.query<
        ApiData<'/symbols/stocks/{symbol}/k_line/', 'get'>,
        { symbol: string; period: 'day' | 'week' | 'month' }
      >({
        queryFn: ({ symbol, period }, api) =>
          callApi(api, (c) =>
            c.get('/symbols/stocks/{symbol}/k_line/', {
              params: { path: { symbol }, query: { period, count: 120 } },
            }),
          ),
      }),
      researchStatus: build.query<ApiData<'/statuses/{id}/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.get('/statuses/{id}/', { params: { path: { id } } })),
        providesTags: (_r, _e, id) => [{ type: 'ResearchStatus', id }],
      }),
      researchCategoryTimeline: build.query<
        ApiData<'/statuses/category_timeline/', 'get'>,
        CategoryQuery
      >({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/statuses/category_timeline/', { params: { query } })),
        providesTags: [{ type: 'ResearchStatus', id: 'LIST' }],
      }),
      researchUserTimeline: build.query<ApiData<'/statuses/user_timeline/', 'get'>, number>({
        queryFn: (user_id, api) =>
          callApi(api, (c) =>
            c.get('/statuses/user_timeline/', { params: { query: { user_id } } }),
          ),
        providesTags: [{ type: 'ResearchStatus', id: 'LIST' }],
      }),
      researchComments: build.query<ApiData<'/statuses/{id}/comments/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) =>
            c.get('/statuses/{id}/comments/', {
              params: { path: { id }, query: { page_size: 50 } },
            }),
          ),
        providesTags: (_r, _e, id) => [{ type: 'ResearchComments', id }],
      }),
      researchCreateStatus: build.mutation<
        ApiData<'/statuses/', 'post'>,
        RequestBody<'/statuses/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/statuses/', { body })),
        invalidatesTags: [{ type: 'ResearchStatus', id: 'LIST' }],
      }),
      researchDeleteStatus: build.mutation<unknown, number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.del('/statuses/{id}/', { params: { path: { id } } })),
        invalidatesTags: (_r, _e, id) => [
          { type: 'ResearchStatus', id },
          { type: 'ResearchStatus', id: 'LIST' },
        ],
      }),
      researchLike: build.mutation<
        ApiData<'/statuses/likes/like/', 'post'>,
        { status: number; like: boolean }
      >({
        queryFn: ({ status, like }, api) =>
          callApi(api, (c) =>
            like
              ? c.post('/statuses/likes/like/', { body: { status } })
              : c.post('/statuses/likes/unlike/', { body: { status } }),
          ),
        invalidatesTags: (_r, _e, { status }) => [{ type: 'ResearchStatus', id: status }],
      }),
      researchComment: build.mutation<
        ApiData<'/statuses/{id}/comments/', 'post'>,
        { id: number; text: string }
      >({
        queryFn: ({ id, text }, api) =>
          callApi(api, (c) =>
            c.post('/statuses/{id}/comments/', { params: { path: { id } }, body: { text } }),
          ),
        invalidatesTags: (_r, _e, { id }) => [
          { type: 'ResearchComments', id },
          { type: 'ResearchStatus', id },
        ],
      }),
      researchDeleteComment: build.mutation<unknown, { id: number; comment_id: number }>({
        queryFn: ({ id, comment_id }, api) =>
          callApi(api, (c) =>
            c.del('/statuses/{id}/comments/{comment_id}/', {
              params: { path: { id, comment_id } },
            }),
          ),
        invalidatesTags: (_r, _e, { id }) => [
          { type: 'ResearchComments', id },
          { type: 'ResearchStatus', id },
        ],
      }),
      /** The logged-in user's id (for "is this my post / comment"). */
      researchMe: build.query<ApiData<'/accounts/settings/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/accounts/settings/')),
      }),
      researchUser: build.query<ApiData<'/users/{id}/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.get('/users/{id}/', { params: { path: { id } } })),
        providesTags: (_r, _e, id) => [{ type: 'ResearchUser', id }],
      }),
      /** 我的关注 (spec 001 §7 Users): the users I follow, newest first, up to 100. */
      researchFriends: build.query<ApiData<'/users/friends/', 'get'>, void>({
        queryFn: (_arg, api) =>
          callApi(api, (c) => c.get('/users/friends/', { params: { query: { page_size: 100 } } })),
        providesTags: [{ type: 'ResearchUser', id: 'FRIENDS' }],
      }),
      researchFollowUser: build.mutation<
        ApiData<'/users/{id}/follow/', 'post'>,
        { id: number; follow: boolean }
      >({
        queryFn: ({ id, follow }, api) =>
          callApi(api, (c) =>
            follow
              ? c.post('/users/{id}/follow/', { params: { path: { id } } })
              : c.post('/users/{id}/unfollow/', { params: { path: { id } } }),
          ),
        invalidatesTags: (_r, _e, { id }) => [
          { type: 'ResearchUser', id },
          { type: 'ResearchUser', id: 'FRIENDS' },
        ],
      }),
      /** A-share overview: trade status, indexes, Shenwan sectors (polled while open). */
      researchMarket: build.query<ApiData<'/symbols/markets/cn/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/symbols/markets/cn/')),
      }),
      researchMarketStocks: build.query<
        ApiData<'/symbols/markets/cn/detail/', 'get'>,
        { sort: string; page: number }
      >({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/symbols/markets/cn/detail/', { params: { query } })),
      }),
      researchMarketSector: build.query<
        ApiData<'/symbols/markets/cn/sect/{id}/', 'get'>,
        { id: number; sort: string; page: number }
      >({
        queryFn: ({ id, sort, page }, api) =>
          callApi(api, (c) =>
            c.get('/symbols/markets/cn/sect/{id}/', {
              params: { path: { id }, query: { sort, page } },
            }),
          ),
      }),
      researchBlockTradesTop: build.query<ApiData<'/symbols/block_trades/daily_top/', 'get'>, void>(
        {
          queryFn: (_arg, api) => callApi(api, (c) => c.get('/symbols/block_trades/daily_top/')),
        },
      ),
      researchShareholderChampions: build.query<
        ApiData<'/symbols/shareholders/champions/', 'get'>,
        number
      >({
        queryFn: (page, api) =>
          callApi(api, (c) =>
            c.get('/symbols/shareholders/champions/', { params: { query: { page } } }),
          ),
      }),
      researchShareholder: build.query<ApiData<'/symbols/shareholders/{id}/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.get('/symbols/shareholders/{id}/', { params: { path: { id } } })),
      }),
      researchToolsSearch: build.query<
        ApiData<'/symbols/tools_search/{id}/', 'get'>,
        { id: number; page: number }
      >({
        queryFn: ({ id, page }, api) =>
          callApi(api, (c) =>
            c.get('/symbols/tools_search/{id}/', {
              params: { path: { id }, query: { page } },
            }),
          ),
      }),
      /** Followed symbols of one type (spec 001 §7; page size 10,000, §9); `symbols` checks some. */
      researchFollowing: build.query<
        ApiData<'/symbols/following/', 'get'>,
        { symbol_type: '1' | '3' | '5'; symbols?: string }
      >({
        queryFn: (query, api) =>
          callApi(api, (c) =>
            c.get('/symbols/following/', {
              params: { query: { ...query, page: 1, page_size: FUND_FOLLOWING_PAGE_SIZE } },
            }),
          ),
        providesTags: [{ type: 'ResearchFollowing', id: 'LIST' }],
      }),
      /** 加自选 / 删自选 of a fund (3), stock (1) or index (5): the id alone is ambiguous. */
      researchFollowSymbol: build.mutation<
        ApiData<'/symbols/{id}/follow/', 'post'>,
        { id: number; symbol_type: 1 | 3 | 5; follow: boolean }
      >({
        queryFn: ({ id, symbol_type, follow }, api) =>
          callApi(api, (c) => {
            const params = { path: { id }, query: { symbol_type } };
            return follow
              ? c.post('/symbols/{id}/follow/', { params })
              : c.post('/symbols/{id}/unfollow/', { params });
          }),
        invalidatesTags: [{ type: 'ResearchFollowing', id: 'LIST' }],
      }),
      /** The managers the user follows (the managers area's list). */
      researchFollowingManagers: build.query<
        ApiData<'/symbols/funds/managers/following/', 'get'>,
        void
      >({
        queryFn: (_arg, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/managers/following/', {
              params: { query: { page: 1, page_size: FUND_FOLLOWING_PAGE_SIZE } },
            }),
          ),
      }),
    }),
  })
  .injectEndpoints({ endpoints: contractEndpoints({ listRecommendedStatuses }) })
  .enhanceEndpoints({
    endpoints: {
      listRecommendedStatusesPages: { providesTags: [{ type: 'ResearchStatus', id: 'LIST' }] },
    },
  });

export const {
  useListRecommendedStatusesPagesInfiniteQuery,
  useResearchMarketQuery,
  useResearchMarketStocksQuery,
  useResearchMarketSectorQuery,
  useResearchBlockTradesTopQuery,
  useResearchShareholderChampionsQuery,
  useResearchShareholderQuery,
  useResearchToolsSearchQuery,
  useResearchFollowingQuery,
  useResearchFollowSymbolMutation,
  useResearchFollowingManagersQuery,
  useResearchScreenFundsQuery,
  useResearchFundsListQuery,
  useResearchRecommendQuery,
  useResearchComparisonQuery,
  useResearchAssetHistoryQuery,
  useResearchHoldStructQuery,
  useResearchFundStyleQuery,
  useResearchFundStyleHistoryQuery,
  useResearchStylesOverviewQuery,
  useResearchSectorsQuery,
  useResearchSectorQuery,
  useResearchIndexesQuery,
  useResearchIndexQuery,
  useResearchIndexKLineQuery,
  useResearchStockQuery,
  useResearchStockKLineQuery,
  useResearchStatusQuery,
  useResearchCategoryTimelineQuery,
  useResearchUserTimelineQuery,
  useResearchCommentsQuery,
  useResearchCreateStatusMutation,
  useResearchDeleteStatusMutation,
  useResearchLikeMutation,
  useResearchCommentMutation,
  useResearchDeleteCommentMutation,
  useResearchMeQuery,
  useResearchUserQuery,
  useResearchFriendsQuery,
  useResearchFollowUserMutation,
} = researchApi;
