import { callApi } from '../app/base-api';
import type { ApiData, RequestQuery } from '../app/api-types';
import { sharedApi } from '../shared/api';

/**
 * The sell screen's lot-by-lot estimate (designed `GET /funds/returns/sell_estimate/`): FIFO
 * parts with their redemption rate, the fee, the net, and the shares under 7 days.
 */
export const fundsSellEstimateApi = sharedApi.injectEndpoints({
  endpoints: (build) => ({
    fundsSellEstimate: build.query<
      ApiData<'/funds/returns/sell_estimate/', 'get'>,
      RequestQuery<'/funds/returns/sell_estimate/', 'get'>
    >({
      queryFn: (query, api) =>
        callApi(api, (c) => c.get('/funds/returns/sell_estimate/', { params: { query } })),
      providesTags: ['SharedHoldings'],
    }),
  }),
});

export const { useFundsSellEstimateQuery } = fundsSellEstimateApi;
