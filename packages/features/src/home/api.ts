import { baseApi, callApi } from '../app/base-api';
import type { ApiData } from '../app/api-types';

/** The banner area of the home page (GET /ads/area/{code}/). */
export const HOME_BANNER_CODE = 'home';

/**
 * Calls of the home area: banner ads (spec 000 §7, 001 §7 Ads). The symbol search and the bank
 * list (FAQ) are the shared ones (`shared/api.ts`); home keeps no cache tags.
 */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    homeListAds: build.query<ApiData<'/ads/area/{code}/', 'get'>, string>({
      queryFn: (code, api) =>
        callApi(api, (c) => c.get('/ads/area/{code}/', { params: { path: { code } } })),
    }),
  }),
});

export const { useHomeListAdsQuery } = homeApi;
