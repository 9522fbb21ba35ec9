import { callApi, definedQuery } from '../app/base-api';
import type { ApiData, RequestBody, RequestQuery } from '../app/api-types';
import { sharedApi } from '../shared/api';

/** A paged list query: 1-based page and its size. */
export interface PageArgs {
  page: number;
  page_size?: number;
}

/** Filters of GET /funds/trades/ (comma-separated codes). */
export type TradesArgs = RequestQuery<'/funds/trades/', 'get'> & PageArgs;

const idem = (key: string) => ({ header: { 'Idempotency-Key': key } });

/**
 * The account-funds area's calls: holdings, trade records, income, fixed investments and bao
 * (spec 001 §7 Fund trading), each typed by the contract through `callApi`.
 *
 * Tags: `AccountFundsBao` is this area's own. Holdings, trades, assets, income and 定投 plans are
 * changed by other areas too (a buy in `funds`), so their tags are owned by `shared/api.ts`
 * (`Shared*`); the assets, the whole-account income list, one fund's shares and one 定投 plan
 * are the shared endpoints themselves.
 */
export const accountFundsApi = sharedApi
  .enhanceEndpoints({ addTagTypes: ['AccountFundsBao'] })
  .injectEndpoints({
    endpoints: (build) => ({
      accountFundsGetHolding: build.query<ApiData<'/funds/fund/fund_info/', 'get'>, string>({
        queryFn: (symbol, api) =>
          callApi(api, (c) => c.get('/funds/fund/fund_info/', { params: { query: { symbol } } })),
        providesTags: (_r, _e, symbol) => [
          { type: 'SharedHoldings', id: symbol },
          'SharedHoldings',
        ],
      }),
      accountFundsListTrades: build.query<ApiData<'/funds/trades/', 'get'>, TradesArgs>({
        queryFn: (q, api) =>
          callApi(api, (c) =>
            c.get('/funds/trades/', { params: { query: definedQuery({ page_size: 20, ...q }) } }),
          ),
        providesTags: ['SharedTrades'],
      }),
      accountFundsGetTrade: build.query<ApiData<'/funds/trades/{id}/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.get('/funds/trades/{id}/', { params: { path: { id } } })),
        providesTags: (_r, _e, id) => [{ type: 'SharedTrades', id }],
      }),
      accountFundsUndoTrade: build.mutation<
        ApiData<'/funds/undo/', 'post'>,
        RequestBody<'/funds/undo/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/funds/undo/', { body })),
        invalidatesTags: [
          'SharedTrades',
          'SharedHoldings',
          'SharedAssets',
          'SharedFixedInvestments',
        ],
      }),
      accountFundsListFundIncome: build.query<
        ApiData<'/funds/income/fund/', 'get'>,
        PageArgs & { symbol: string }
      >({
        queryFn: (q, api) =>
          callApi(api, (c) =>
            c.get('/funds/income/fund/', {
              params: { query: definedQuery({ page_size: 30, ...q }) },
            }),
          ),
        providesTags: ['SharedIncome'],
      }),
      accountFundsChangeDiviType: build.mutation<
        ApiData<'/funds/divi_type/change/', 'post'>,
        RequestBody<'/funds/divi_type/change/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/funds/divi_type/change/', { body })),
        invalidatesTags: ['SharedHoldings'],
      }),
      accountFundsListFixedInvestments: build.query<
        ApiData<'/funds/fixed_investment/mine/', 'get'>,
        RequestQuery<'/funds/fixed_investment/mine/', 'get'> & PageArgs
      >({
        queryFn: (q, api) =>
          callApi(api, (c) =>
            c.get('/funds/fixed_investment/mine/', {
              params: { query: definedQuery({ page_size: 20, ...q }) },
            }),
          ),
        providesTags: ['SharedFixedInvestments'],
      }),
      accountFundsListFundFixedInvestments: build.query<
        ApiData<'/funds/fixed_investment/', 'get'>,
        number
      >({
        queryFn: (fund_id, api) =>
          callApi(api, (c) =>
            c.get('/funds/fixed_investment/', { params: { query: { fund_id } } }),
          ),
        providesTags: ['SharedFixedInvestments'],
      }),
      accountFundsDisableFixedInvestment: build.mutation<
        ApiData<'/funds/fixed_investment/{id}/disable/', 'post'>,
        { id: number } & RequestBody<'/funds/fixed_investment/{id}/disable/', 'post'>
      >({
        queryFn: ({ id, ...body }, api) =>
          callApi(api, (c) =>
            c.post('/funds/fixed_investment/{id}/disable/', { params: { path: { id } }, body }),
          ),
        invalidatesTags: ['SharedFixedInvestments'],
      }),
      accountFundsPauseFixedInvestment: build.mutation<
        ApiData<'/funds/fixed_investment/{id}/modify/', 'post'>,
        { id: number; status: 0 | 2; password: string }
      >({
        queryFn: ({ id, status, password }, api) =>
          callApi(api, (c) =>
            c.post('/funds/fixed_investment/{id}/modify/', {
              params: { path: { id } },
              body: { status, password },
            }),
          ),
        invalidatesTags: ['SharedFixedInvestments'],
      }),
      accountFundsBaoInfo: build.query<ApiData<'/funds/bao/info/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/funds/bao/info/')),
        providesTags: ['AccountFundsBao'],
      }),
      accountFundsBaoMine: build.query<ApiData<'/funds/bao/mine/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/funds/bao/mine/')),
        providesTags: ['AccountFundsBao'],
      }),
      accountFundsBaoSellInfo: build.query<ApiData<'/funds/bao/sell_info/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/funds/bao/sell_info/')),
        providesTags: ['AccountFundsBao'],
      }),
      accountFundsBaoTrades: build.query<
        ApiData<'/funds/bao/trades/', 'get'>,
        PageArgs & { direction?: string }
      >({
        queryFn: (q, api) =>
          callApi(api, (c) =>
            c.get('/funds/bao/trades/', {
              params: { query: definedQuery({ page_size: 20, ...q }) },
            }),
          ),
        providesTags: ['AccountFundsBao', 'SharedTrades'],
      }),
      accountFundsBaoIncome: build.query<
        ApiData<'/funds/income/bao/', 'get'>,
        PageArgs & { type: 'income' | 'year_yld' | 'tenthou_unit_incm' }
      >({
        queryFn: (q, api) =>
          callApi(api, (c) =>
            c.get('/funds/income/bao/', {
              params: { query: definedQuery({ page_size: 30, ...q }) },
            }),
          ),
        providesTags: ['AccountFundsBao', 'SharedIncome'],
      }),
      accountFundsBaoBuy: build.mutation<
        ApiData<'/funds/bao/buy/', 'post'>,
        { body: RequestBody<'/funds/bao/buy/', 'post'>; idempotencyKey: string }
      >({
        queryFn: ({ body, idempotencyKey }, api) =>
          callApi(api, (c) => c.post('/funds/bao/buy/', { body, params: idem(idempotencyKey) })),
        invalidatesTags: ['AccountFundsBao', 'SharedTrades', 'SharedAssets'],
      }),
      accountFundsBaoSell: build.mutation<
        ApiData<'/funds/bao/sell/', 'post'>,
        { body: RequestBody<'/funds/bao/sell/', 'post'>; idempotencyKey: string }
      >({
        queryFn: ({ body, idempotencyKey }, api) =>
          callApi(api, (c) => c.post('/funds/bao/sell/', { body, params: idem(idempotencyKey) })),
        invalidatesTags: ['AccountFundsBao', 'SharedTrades', 'SharedAssets'],
      }),
    }),
  });

export const {
  useAccountFundsGetHoldingQuery,
  useAccountFundsGetTradeQuery,
  useAccountFundsUndoTradeMutation,
  useAccountFundsChangeDiviTypeMutation,
  useAccountFundsListFundFixedInvestmentsQuery,
  useAccountFundsDisableFixedInvestmentMutation,
  useAccountFundsPauseFixedInvestmentMutation,
  useAccountFundsBaoInfoQuery,
  useAccountFundsBaoMineQuery,
  useAccountFundsBaoSellInfoQuery,
  useAccountFundsBaoBuyMutation,
  useAccountFundsBaoSellMutation,
} = accountFundsApi;
