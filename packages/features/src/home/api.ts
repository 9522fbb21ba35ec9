import { contractEndpoints } from '../app/contract-api';
import { listAdsByArea } from '../app/contract.gen';
import { sharedApi } from '../shared/api';

/** The banner area of the home page (GET /ads/area/{code}/). */
export const HOME_BANNER_CODE = 'home';

/** Rows of each home ranking and of the home 自选 block. */
export const HOME_LIST_SIZE = 5;

/** Rows of the search's results (its first page). */
export const HOME_SEARCH_SIZE = 20;

/**
 * Calls of the home area. From the contract (`contractEndpoints`, hooks named by operationId):
 * banner ads `listAdsByArea` (`{ code }`, spec 000 §7, 001 §7 Ads). Read by other areas too and
 * so injected once in `shared/api.ts`: the fund list `listFunds` (GET /symbols/funds/), read for
 * the rankings (`{ type, sort, page: 1, page_size: HOME_LIST_SIZE }`, sorted by a period's
 * return) and for the search as you type (`{ q, page: 1, page_size: HOME_SEARCH_SIZE }`: code,
 * name or pinyin initials); the index quotes of the market strip `listIndexes`; 加自选 / 删自选
 * `followSymbol` / `unfollowSymbol` (`{ id }`); the investor's 自选 funds `listFollowingFunds`
 * (`{ page: 1, page_size: HOME_LIST_SIZE }`); the symbol search and the bank list (FAQ).
 * Home keeps no cache tags of its own: its 自选 block asks again each time home is shown (and
 * refetches after a follow: `SharedFollowing`).
 */
export const homeApi = sharedApi.injectEndpoints({
  endpoints: contractEndpoints({ listAdsByArea }),
});

export const { useListAdsByAreaQuery } = homeApi;

/** Operations injected in shared/api.ts (several areas read them): the fund list, the index
 * quotes, the 自选 funds and 加自选 / 删自选. */
export const {
  useListFundsQuery,
  useListIndexesQuery,
  useListFollowingFundsQuery,
  useFollowSymbolMutation,
  useUnfollowSymbolMutation,
} = sharedApi;

/** The industries of the 热门行业 block (GET /quant/industry_recommend/, injected in shared/api.ts: quant reads it too). */
export const { useListQuantIndustriesQuery } = sharedApi;
