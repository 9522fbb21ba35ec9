import { callApi } from '../app/base-api';
import type { ApiData, RequestBody, RequestQuery } from '../app/api-types';
import { sharedApi } from '../shared/api';

/**
 * 基金转换 (designed `/funds/switch/…`): the source's same-company targets, the estimate of a
 * switch placed now, and the order (one order, two legs). The order changes holdings, trades and
 * assets, so it invalidates those shared tags.
 */
export const fundsSwitchApi = sharedApi.injectEndpoints({
  endpoints: (build) => ({
    fundsSwitchTargets: build.query<
      ApiData<'/funds/switch/targets/', 'get'>,
      RequestQuery<'/funds/switch/targets/', 'get'>
    >({
      queryFn: (query, api) =>
        callApi(api, (c) => c.get('/funds/switch/targets/', { params: { query } })),
      providesTags: ['SharedHoldings'],
    }),
    fundsSwitchEstimate: build.query<
      ApiData<'/funds/switch/estimate/', 'get'>,
      RequestQuery<'/funds/switch/estimate/', 'get'>
    >({
      queryFn: (query, api) =>
        callApi(api, (c) => c.get('/funds/switch/estimate/', { params: { query } })),
      providesTags: ['SharedHoldings'],
    }),
    fundsSwitch: build.mutation<
      ApiData<'/funds/switch/', 'post'>,
      { body: RequestBody<'/funds/switch/', 'post'>; idempotencyKey: string }
    >({
      queryFn: ({ body, idempotencyKey }, api) =>
        callApi(api, (c) =>
          c.post('/funds/switch/', {
            body,
            params: { header: { 'Idempotency-Key': idempotencyKey } },
          }),
        ),
      invalidatesTags: ['SharedHoldings', 'SharedTrades', 'SharedAssets'],
    }),
  }),
});

export const { useFundsSwitchTargetsQuery, useFundsSwitchEstimateQuery, useFundsSwitchMutation } =
  fundsSwitchApi;
