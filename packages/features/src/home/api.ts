import { SEARCH_SYMBOLS_PAGE_SIZE, SEARCH_SYMBOLS_TYPE } from '@jijin/core';
import { baseApi } from '../app/base-api';
import type { Schemas } from '../app/api-types';

/** The banner area of the home page (GET /ads/area/{code}/). */
export const HOME_BANNER_CODE = 'home';

/** Calls of the home area: banner ads (spec 000 §7, 001 §7 Ads), symbol search, banks (FAQ). */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAdsByArea: build.query<Schemas['Ad'][], string>({
      query: (code) => ({ url: '/ads/area/{code}/', path: { code } }),
    }),
    searchSymbols: build.query<{ results: Schemas['SymbolSuggestion'][] }, string>({
      query: (q) => ({
        url: '/search/symbols/',
        query: { q, symbol_type: String(SEARCH_SYMBOLS_TYPE), page_size: SEARCH_SYMBOLS_PAGE_SIZE },
      }),
    }),
    listSupportedBanks: build.query<Schemas['Bank'][], void>({
      query: () => ({ url: '/accounts/banks/' }),
    }),
  }),
});

export const { useListAdsByAreaQuery, useSearchSymbolsQuery, useListSupportedBanksQuery } = homeApi;
