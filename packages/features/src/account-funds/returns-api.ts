import { callApi } from '../app/base-api';
import type { ApiData } from '../app/api-types';
import { sharedApi } from '../shared/api';

/**
 * The account-funds area's calls for the investor's own returns (designed
 * `GET /funds/returns/*`): one holding's cost, return, days and lots; the 收益日历 of a month;
 * TWR / XIRR against 沪深300; the look-through. They change with the user's trades, so they
 * carry the shared holdings tag that every trade invalidates.
 */
export const accountFundsReturnsApi = sharedApi.injectEndpoints({
  endpoints: (build) => ({
    accountFundsHoldingReturns: build.query<ApiData<'/funds/returns/holding/', 'get'>, string>({
      queryFn: (symbol, api) =>
        callApi(api, (c) => c.get('/funds/returns/holding/', { params: { query: { symbol } } })),
      providesTags: (_r, _e, symbol) => [{ type: 'SharedHoldings', id: symbol }, 'SharedHoldings'],
    }),
    accountFundsReturnsCalendar: build.query<
      ApiData<'/funds/returns/calendar/', 'get'>,
      string | undefined
    >({
      queryFn: (month, api) =>
        callApi(api, (c) =>
          c.get('/funds/returns/calendar/', { params: { query: month ? { month } : {} } }),
        ),
      providesTags: ['SharedHoldings'],
    }),
    accountFundsReturnsSummary: build.query<ApiData<'/funds/returns/summary/', 'get'>, void>({
      queryFn: (_arg, api) => callApi(api, (c) => c.get('/funds/returns/summary/')),
      providesTags: ['SharedHoldings'],
    }),
    accountFundsLookThrough: build.query<ApiData<'/funds/returns/look_through/', 'get'>, void>({
      queryFn: (_arg, api) => callApi(api, (c) => c.get('/funds/returns/look_through/')),
      providesTags: ['SharedHoldings'],
    }),
  }),
});

export const {
  useAccountFundsHoldingReturnsQuery,
  useAccountFundsReturnsCalendarQuery,
  useAccountFundsReturnsSummaryQuery,
  useAccountFundsLookThroughQuery,
} = accountFundsReturnsApi;
