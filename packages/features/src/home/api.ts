import { callApi } from '../app/base-api';
import { contractEndpoints } from '../app/contract-api';
import { listAdsByArea } from '../app/contract.gen';
import { sharedApi } from '../shared/api';
import type { ApiData } from '../app/api-types';

/** The banner area of the home page (GET /ads/area/{code}/). */
export const HOME_BANNER_CODE = 'home';

/** Rows of each home ranking and of the home 自选 block. */
export const HOME_LIST_SIZE = 5;

/** Rows of the search's results (its first page). */
export const HOME_SEARCH_SIZE = 20;

/**
 * Calls of the home area. From the contract (`contractEndpoints`, hooks named by operationId):
 * banner ads `listAdsByArea` (`{ code }`, spec 000 §7, 001 §7 Ads), and the fund list `listFunds`
 * (GET /symbols/funds/, injected once in `shared/api.ts`), read for the rankings (`{ type, sort,
 * page: 1, page_size: HOME_LIST_SIZE }`, sorted by a period's return) and for the search as you
 * type (`{ q, page: 1, page_size: HOME_SEARCH_SIZE }`: code, name or pinyin initials).
 *
 * Still hand-written: the index quotes of the market strip (GET /symbols/indexes/), 加自选 /
 * 删自选 (POST /symbols/{id}/follow/, unfollow/) and the investor's 自选 funds
 * (GET /symbols/funds/following/). Their operations (`listIndexes`, `followSymbol`,
 * `unfollowSymbol`, `listFollowingFunds`) are already injected by other areas (research,
 * diagnosis); an operation is injected once and an area imports no other area, so they move
 * when `shared/api.ts` injects them.
 * The symbol search and the bank list (FAQ) are the shared ones (`shared/api.ts`); home keeps no
 * cache tags: its 自选 block asks again each time home is shown.
 */
const homeContractApi = sharedApi.injectEndpoints({
  endpoints: contractEndpoints({ listAdsByArea }),
});

export const homeApi = homeContractApi.injectEndpoints({
  endpoints: (build) => ({
    homeListIndexes: build.query<ApiData<'/symbols/indexes/', 'get'>, void>({
      queryFn: (_arg, api) => callApi(api, (c) => c.get('/symbols/indexes/')),
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
  useListAdsByAreaQuery,
  useHomeListIndexesQuery,
  useHomeFollowingFundsQuery,
  useHomeFollowMutation,
} = homeApi;

/** The fund list (GET /symbols/funds/, injected in shared/api.ts: several areas read it). */
export const { useListFundsQuery } = sharedApi;

/** The industries of the 热门行业 block (GET /quant/industry_recommend/, injected in shared/api.ts: quant reads it too). */
export const { useListQuantIndustriesQuery } = sharedApi;
