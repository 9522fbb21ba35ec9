import { contractEndpoints } from '../app/contract-api';
import { listMaIndexes } from '../app/contract.gen';
import { sharedApi } from '../shared/api';

/**
 * The indexes a 均线定投 plan on a fund may follow and the fund's default (designed
 * `GET /funds/fixed_investment/ma_indexes/`), generated from the contract; market data, no tags.
 */
export const fundsMaIndexApi = sharedApi.injectEndpoints({
  endpoints: contractEndpoints({ listMaIndexes }),
});

export const { useListMaIndexesQuery } = fundsMaIndexApi;
