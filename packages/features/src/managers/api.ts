import { baseApi, callApi } from '../app/base-api';
import { contractEndpoints } from '../app/contract-api';
import { listRecommendedManagers } from '../app/contract.gen';
import type { ApiData, RequestQuery, Schemas } from '../app/api-types';

/**
 * A page of managers. The generated `Pager & { results: FundManager[] }` intersects `unknown[]`
 * with the typed array, which loses the element type in `.map`; this keeps the contract's shape.
 */
export type ManagerPage = Omit<ApiData<'/symbols/funds/managers/', 'get'>, 'results'> & {
  results: Schemas['FundManager'][];
};

type ListQuery = RequestQuery<'/symbols/funds/managers/', 'get'>;
type Period = NonNullable<
  RequestQuery<'/symbols/funds/managers/{id}/index_history/', 'get'>['period']
>;

/**
 * Calls of the managers area (spec 001 §7 `funds/managers/` family): list, detail (with funds
 * and achievements), index history, compare, assessment, lists, follows. Typed by the contract.
 */
export const managersApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['ManagersFollowing', 'ManagersDetail'] })
  .injectEndpoints({
    endpoints: (build) => ({
      managersList: build.query<ManagerPage, ListQuery>({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/symbols/funds/managers/', { params: { query } })),
      }),
      managersGetDetail: build.query<
        ApiData<'/symbols/funds/managers/{id}/', 'get'>,
        { id: number; goodAtType?: string }
      >({
        queryFn: ({ id, goodAtType }, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/managers/{id}/', {
              params: { path: { id }, query: goodAtType ? { good_at_type: goodAtType } : {} },
            }),
          ),
        providesTags: (_r, _e, { id }) => [{ type: 'ManagersDetail', id }],
      }),
      managersIndexHistory: build.query<
        ApiData<'/symbols/funds/managers/{id}/index_history/', 'get'>,
        { id: number; period: Period; relative?: boolean }
      >({
        queryFn: ({ id, period, relative }, api) =>
          callApi(api, (c) =>
            relative
              ? c.get('/symbols/funds/managers/{id}/index_history_relative/', {
                  params: { path: { id }, query: { period } },
                })
              : c.get('/symbols/funds/managers/{id}/index_history/', {
                  params: { path: { id }, query: { period } },
                }),
          ),
      }),
      managersCompare: build.query<ApiData<'/symbols/funds/managers/compare/', 'get'>, string>({
        queryFn: (managers, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/managers/compare/', { params: { query: { managers } } }),
          ),
      }),
      managersQuestions: build.query<ApiData<'/assess_question/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/assess_question/')),
      }),
      managersAssess: build.query<ApiData<'/symbols/funds/managers/assess/', 'get'>, string>({
        queryFn: (options, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/managers/assess/', { params: { query: { options } } }),
          ),
      }),
      managersLists: build.query<ApiData<'/symbols/funds/managers/lists/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/symbols/funds/managers/lists/')),
      }),
      managersListDetail: build.query<
        ApiData<'/symbols/funds/managers/lists/{id}/', 'get'>,
        number
      >({
        queryFn: (id, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/managers/lists/{id}/', { params: { path: { id } } }),
          ),
      }),
      managersFilterConditions: build.query<
        ApiData<'/symbols/funds/managers/filter_conditions/', 'get'>,
        void
      >({
        queryFn: (_arg, api) =>
          callApi(api, (c) => c.get('/symbols/funds/managers/filter_conditions/')),
      }),
      managersSearch: build.query<ApiData<'/search/fund_managers/', 'get'>, string>({
        queryFn: (q, api) =>
          callApi(api, (c) => c.get('/search/fund_managers/', { params: { query: { q } } })),
      }),
      managersOpinions: build.query<ApiData<'/statuses/category_timeline/', 'get'>, number>({
        queryFn: (managerId, api) =>
          callApi(api, (c) =>
            c.get('/statuses/category_timeline/', {
              params: {
                query: { content_type: '10', content_subtype: 103, manager_id: managerId, page: 1 },
              },
            }),
          ),
      }),
      managersFollowing: build.query<ManagerPage, void>({
        queryFn: (_arg, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/managers/following/', {
              params: { query: { page: 1, page_size: 100 } },
            }),
          ),
        providesTags: ['ManagersFollowing'],
      }),
      managersFollow: build.mutation<
        ApiData<'/symbols/funds/managers/{id}/follow/', 'post'>,
        { id: number; followed: boolean }
      >({
        queryFn: ({ id, followed }, api) =>
          callApi(api, (c) =>
            followed
              ? c.post('/symbols/funds/managers/{id}/follow/', { params: { path: { id } } })
              : c.post('/symbols/funds/managers/{id}/unfollow/', { params: { path: { id } } }),
          ),
        invalidatesTags: (_r, _e, { id }) => ['ManagersFollowing', { type: 'ManagersDetail', id }],
      }),
    }),
  })
  .injectEndpoints({ endpoints: contractEndpoints({ listRecommendedManagers }) });

export const {
  useListRecommendedManagersQuery,
  useManagersListQuery,
  useManagersGetDetailQuery,
  useManagersIndexHistoryQuery,
  useManagersCompareQuery,
  useManagersQuestionsQuery,
  useManagersAssessQuery,
  useManagersListsQuery,
  useManagersListDetailQuery,
  useManagersFilterConditionsQuery,
  useManagersSearchQuery,
  useManagersFollowingQuery,
  useManagersFollowMutation,
  useManagersOpinionsQuery,
} = managersApi;
