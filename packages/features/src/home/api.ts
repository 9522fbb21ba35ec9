import { baseApi, callApi } from '../app/base-api';
import { sharedApi } from '../shared/api';
import type { ApiData } from '../app/api-types';

/** The banner area of the home page (GET /ads/area/{code}/). */
export const HOME_BANNER_CODE = 'home';

/** Rows of each home ranking and of the home 自选 block. */
export const HOME_LIST_SIZE = 5;

/** Rows of the search's results (its first page). */
export const HOME_SEARCH_SIZE = 20;

/** A home ranking: a fund type (`all` or a symbol_stype code) and a period sort field. */
export interface HomeRankingArgs {
  /** `all` or a symbol_stype code, e.g. `301` (spec 001 §3). */
  type: string;
  /** The fund list's sort, descending, e.g. `-percent_year` (spec 001 §9). */
  sort: string;
}

/**
 * Calls of the home area: banner ads (spec 000 §7, 001 §7 Ads), the index quotes of the market
 * strip (GET /symbols/indexes/), the rankings (the fund list, GET /symbols/funds/, first page
 * sorted by a period's return), the search as you type (the fund list's `q`: code, name or
 * pinyin initials), 加自选 / 删自选 (POST /symbols/{id}/follow/, unfollow/) and the investor's 自选
 * funds (GET /symbols/funds/following/).
 * The symbol search and the bank list (FAQ) are the shared ones (`shared/api.ts`); home keeps no
 * cache tags: its 自选 block asks again each time home is shown.
 */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    homeListAds: build.query<ApiData<'/ads/area/{code}/', 'get'>, string>({
      queryFn: (code, api) =>
        callApi(api, (c) => c.get('/ads/area/{code}/', { params: { path: { code } } })),
    }),
    homeListIndexes: build.query<ApiData<'/symbols/indexes/', 'get'>, void>({
      queryFn: (_arg, api) => callApi(api, (c) => c.get('/symbols/indexes/')),
    }),
    homeFundRanking: build.query<ApiData<'/symbols/funds/', 'get'>, HomeRankingArgs>({
      queryFn: ({ type, sort }, api) =>
        callApi(api, (c) =>
          c.get('/symbols/funds/', {
            params: { query: { type, sort, page: 1, page_size: HOME_LIST_SIZE } },
          }),
        ),
    }),
    homeSearchFunds: build.query<ApiData<'/symbols/funds/', 'get'>, string>({
      queryFn: (q, api) =>
        callApi(api, (c) =>
          c.get('/symbols/funds/', {
            params: { query: { q, page: 1, page_size: HOME_SEARCH_SIZE } },
          }),
        ),
    }),
    homeFollow: build.mutation<
      ApiData<'/symbols/{id}/follow/', 'post'>,
      { id: number; follow: boolean }
    >({
      queryFn: ({ id, follow }, api) =>
        callApi(api, (c) =>
          follow
            ? c.post('/symbols/{id}/follow/', { params: { path: { id } } })
            : c.post('/symbols/{id}/unfollow/', { params: { path: { id } } }),
        ),
    }),
    homeFollowingFunds: build.query<ApiData<'/symbols/funds/following/', 'get'>, void>({
      queryFn: (_arg, api) =>
        callApi(api, (c) =>
          c.get('/symbols/funds/following/', {
            params: { query: { page: 1, page_size: HOME_LIST_SIZE } },
          }),
        ),
    }),
  }),
});

export const {
  useHomeListAdsQuery,
  useHomeListIndexesQuery,
  useHomeFundRankingQuery,
  useHomeFollowingFundsQuery,
  useHomeSearchFundsQuery,
  useHomeFollowMutation,
} = homeApi;

/** The industries of the 热门行业 block (GET /quant/industry_recommend/, injected in shared/api.ts: quant reads it too). */
export const { useListQuantIndustriesQuery } = sharedApi;
