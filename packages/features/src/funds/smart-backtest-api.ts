import { callApi } from '../app/base-api';
import type { ApiData, RequestQuery } from '../app/api-types';
import { sharedApi } from '../shared/api';

/** The smart 定投 backtest (designed `GET /funds/fixed_investment/smart_backtest/`). */
export const fundsSmartBacktestApi = sharedApi.injectEndpoints({
  endpoints: (build) => ({
    fundsSmartBacktest: build.query<
      ApiData<'/funds/fixed_investment/smart_backtest/', 'get'>,
      RequestQuery<'/funds/fixed_investment/smart_backtest/', 'get'>
    >({
      queryFn: (query, api) =>
        callApi(api, (c) =>
          c.get('/funds/fixed_investment/smart_backtest/', { params: { query } }),
        ),
    }),
  }),
});

export const { useFundsSmartBacktestQuery } = fundsSmartBacktestApi;
