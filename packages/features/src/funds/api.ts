import { DEFAULT_FUND_LIST_QUERY, PAGE_SIZE } from '@jijin/core';
import { callApi, definedQuery as defined } from '../app/base-api';
import { contractEndpoints } from '../app/contract-api';
import { getSymbolTimeline, listSymbolBlockTrades } from '../app/contract.gen';
import type { ApiData, RequestBody, RequestQuery } from '../app/api-types';
import { sharedApi } from '../shared/api';

/** Net-value chart periods (spec 001 §9): 近1月, 近3月, 近1年, 今年以来, 成立以来. */
export type NetPeriod = NonNullable<
  RequestQuery<'/symbols/funds/{symbol}/net_history/', 'get'>['period']
>;

/** Query of GET /symbols/funds/ (spec 001 §7; the §9 defaults are filled in by the endpoint). */
export type FundListArgs = RequestQuery<'/symbols/funds/', 'get'> & { page: number };

/** The body of POST /funds/buy/ (申购 / 认购). */
export type BuyBody = RequestBody<'/funds/buy/', 'post'>;

/**
 * A money-moving POST carries the attempt's Idempotency-Key (same key -> same trade, spec 000
 * §7 as the contract designs it; the key is required by the contract's header parameter).
 */
interface Idempotent<B> {
  body: B;
  idempotencyKey: string;
}

const idem = (key: string) => ({ header: { 'Idempotency-Key': key } });

/**
 * The funds area's calls (market, detail, trading), each typed by the contract through
 * `callApi` (packages/core/openapi/openapi.yaml).
 *
 * Tags: `FundsFund`, `FundsFollowing` and `FundsCoupon` are this area's. A trade changes the
 * user's holdings, trades, assets, income and 定投 plans, which other areas show: those tags are
 * owned by `shared/api.ts` (`Shared*`), and the trades here invalidate them.
 */
export const fundsApi = sharedApi
  .enhanceEndpoints({ addTagTypes: ['FundsFund', 'FundsFollowing', 'FundsCoupon'] })
  .injectEndpoints({
    endpoints: (build) => ({
      fundsList: build.query<ApiData<'/symbols/funds/', 'get'>, FundListArgs>({
        queryFn: (q, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/', {
              params: {
                query: defined({
                  allow_trade: DEFAULT_FUND_LIST_QUERY.allow_trade,
                  page_size: DEFAULT_FUND_LIST_QUERY.page_size,
                  sort: DEFAULT_FUND_LIST_QUERY.sort,
                  type: DEFAULT_FUND_LIST_QUERY.type,
                  ...q,
                }),
              },
            }),
          ),
        providesTags: [{ type: 'FundsFund', id: 'LIST' }],
      }),
      fundsGetFund: build.query<ApiData<'/symbols/funds/{symbol}/', 'get'>, string>({
        queryFn: (symbol, api) =>
          callApi(api, (c) => c.get('/symbols/funds/{symbol}/', { params: { path: { symbol } } })),
        providesTags: (_r, _e, symbol) => [{ type: 'FundsFund', id: symbol }],
      }),
      fundsNetHistory: build.query<
        ApiData<'/symbols/funds/{symbol}/net_history/', 'get'>,
        { symbol: string; period: NetPeriod }
      >({
        queryFn: ({ symbol, period }, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/{symbol}/net_history/', {
              params: { path: { symbol }, query: { period } },
            }),
          ),
      }),
      fundsFareRatio: build.query<ApiData<'/symbols/funds/{symbol}/fare_ratio/', 'get'>, string>({
        queryFn: (symbol, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/{symbol}/fare_ratio/', { params: { path: { symbol } } }),
          ),
      }),
      fundsFollowing: build.query<
        ApiData<'/symbols/following/', 'get'>,
        { page_size: number; symbol_type?: string }
      >({
        queryFn: ({ page_size, symbol_type }, api) =>
          callApi(api, (c) =>
            c.get('/symbols/following/', {
              params: { query: defined({ page: 1, page_size, symbol_type }) },
            }),
          ),
        providesTags: [{ type: 'FundsFollowing', id: 'LIST' }],
      }),
      fundsFollow: build.mutation<
        ApiData<'/symbols/{id}/follow/', 'post'>,
        { id: number; symbol: string; follow: boolean }
      >({
        queryFn: ({ id, follow }, api) =>
          callApi(api, (c) =>
            follow
              ? c.post('/symbols/{id}/follow/', { params: { path: { id } } })
              : c.post('/symbols/{id}/unfollow/', { params: { path: { id } } }),
          ),
        invalidatesTags: (_r, _e, { symbol }) => [
          { type: 'FundsFollowing', id: 'LIST' },
          { type: 'FundsFund', id: symbol },
        ],
      }),
      fundsRiskCheck: build.mutation<
        ApiData<'/funds/investment_risk/check/', 'post'>,
        RequestBody<'/funds/investment_risk/check/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/funds/investment_risk/check/', { body })),
      }),
      fundsRiskConfirm: build.mutation<
        ApiData<'/funds/investment_risk/confirm_risk/', 'post'>,
        RequestBody<'/funds/investment_risk/confirm_risk/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/funds/investment_risk/confirm_risk/', { body })),
      }),
      fundsBuyFee: build.query<
        ApiData<'/funds/buy_fee/', 'get'>,
        RequestQuery<'/funds/buy_fee/', 'get'>
      >({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/funds/buy_fee/', { params: { query: defined(query) } })),
      }),
      fundsSellFee: build.query<
        ApiData<'/funds/sell_fee/', 'get'>,
        RequestQuery<'/funds/sell_fee/', 'get'>
      >({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/funds/sell_fee/', { params: { query: defined(query) } })),
      }),
      fundsCoupons: build.query<ApiData<'/coupons/available/', 'get'>, { symbol: string }>({
        queryFn: ({ symbol }, api) =>
          callApi(api, (c) =>
            c.get('/coupons/available/', { params: { query: { fund_info: symbol } } }),
          ),
        providesTags: ['FundsCoupon', 'SharedCoupons'],
      }),
      fundsDividendSplit: build.query<
        ApiData<'/symbols/funds/{symbol}/dividend_split/', 'get'>,
        string
      >({
        queryFn: (symbol, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/{symbol}/dividend_split/', { params: { path: { symbol } } }),
          ),
      }),
      fundsManagersHistory: build.query<
        ApiData<'/symbols/funds/{symbol}/managers_achivements_history/', 'get'>,
        string
      >({
        queryFn: (symbol, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/{symbol}/managers_achivements_history/', {
              params: { path: { symbol } },
            }),
          ),
      }),
      fundsAchievementRank: build.query<
        ApiData<'/symbols/funds/{symbol}/achievement_rank/', 'get'>,
        string
      >({
        queryFn: (symbol, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/{symbol}/achievement_rank/', { params: { path: { symbol } } }),
          ),
      }),
      fundsSymbolTimeline: build.query<
        ApiData<'/statuses/symbol_timeline/', 'get'>,
        RequestQuery<'/statuses/symbol_timeline/', 'get'>
      >({
        queryFn: (q, api) =>
          callApi(api, (c) =>
            c.get('/statuses/symbol_timeline/', {
              params: { query: defined({ page_size: PAGE_SIZE, ...q }) },
            }),
          ),
      }),
      fundsBlockTrades: build.query<
        ApiData<'/symbols/{symbol}/block_trades/', 'get'>,
        { symbol: string; page: number; page_size?: number }
      >({
        queryFn: ({ symbol, ...q }, api) =>
          callApi(api, (c) =>
            c.get('/symbols/{symbol}/block_trades/', {
              params: { path: { symbol }, query: { page_size: PAGE_SIZE, ...q } },
            }),
          ),
      }),
      fundsSimilarKLine: build.query<
        ApiData<'/symbols/funds/{symbol}/similar_k_line/', 'get'>,
        string
      >({
        queryFn: (symbol, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/{symbol}/similar_k_line/', { params: { path: { symbol } } }),
          ),
      }),
      fundsHolderSharesHistory: build.query<
        ApiData<'/symbols/{symbol}/holders_shares_history/{id}/', 'get'>,
        { symbol: string; id: number }
      >({
        queryFn: ({ symbol, id }, api) =>
          callApi(api, (c) =>
            c.get('/symbols/{symbol}/holders_shares_history/{id}/', {
              params: { path: { symbol, id } },
            }),
          ),
      }),
      fundsHoldSymbols: build.query<
        ApiData<'/symbols/funds/{symbol}/hold_symbols/', 'get'>,
        string
      >({
        queryFn: (symbol, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/{symbol}/hold_symbols/', { params: { path: { symbol } } }),
          ),
      }),
      fundsBuy: build.mutation<ApiData<'/funds/buy/', 'post'>, Idempotent<BuyBody>>({
        queryFn: ({ body, idempotencyKey }, api) =>
          callApi(api, (c) => c.post('/funds/buy/', { body, params: idem(idempotencyKey) })),
        invalidatesTags: [
          'SharedHoldings',
          'SharedTrades',
          'SharedAssets',
          'SharedIncome',
          'FundsCoupon',
        ],
      }),
      fundsSell: build.mutation<
        ApiData<'/funds/sell/', 'post'>,
        Idempotent<RequestBody<'/funds/sell/', 'post'>>
      >({
        queryFn: ({ body, idempotencyKey }, api) =>
          callApi(api, (c) => c.post('/funds/sell/', { body, params: idem(idempotencyKey) })),
        invalidatesTags: ['SharedHoldings', 'SharedTrades', 'SharedAssets'],
      }),
      fundsFixedFirstDate: build.query<
        ApiData<'/funds/fixed_investment/first_date/', 'get'>,
        RequestQuery<'/funds/fixed_investment/first_date/', 'get'>
      >({
        queryFn: (query, api) =>
          callApi(api, (c) =>
            c.get('/funds/fixed_investment/first_date/', { params: { query: defined(query) } }),
          ),
      }),
      fundsFixedCreate: build.mutation<
        ApiData<'/funds/fixed_investment/', 'post'>,
        Idempotent<RequestBody<'/funds/fixed_investment/', 'post'>>
      >({
        queryFn: ({ body, idempotencyKey }, api) =>
          callApi(api, (c) =>
            c.post('/funds/fixed_investment/', { body, params: idem(idempotencyKey) }),
          ),
        invalidatesTags: ['SharedFixedInvestments', 'SharedHoldings'],
      }),
      fundsFixedModify: build.mutation<
        ApiData<'/funds/fixed_investment/{id}/modify/', 'post'>,
        { id: number; body: RequestBody<'/funds/fixed_investment/{id}/modify/', 'post'> }
      >({
        queryFn: ({ id, body }, api) =>
          callApi(api, (c) =>
            c.post('/funds/fixed_investment/{id}/modify/', { params: { path: { id } }, body }),
          ),
        invalidatesTags: ['SharedFixedInvestments'],
      }),
    }),
  })
  .injectEndpoints({
    endpoints: contractEndpoints({ listSymbolBlockTrades, getSymbolTimeline }),
  })
  .enhanceEndpoints({
    endpoints: { listFundsPages: { providesTags: [{ type: 'FundsFund', id: 'LIST' }] } },
  });

export const {
  useListFundsPagesInfiniteQuery,
  useListSymbolBlockTradesPagesInfiniteQuery,
  useGetSymbolTimelinePagesInfiniteQuery,
  useFundsListQuery,
  useFundsGetFundQuery,
  useFundsNetHistoryQuery,
  useFundsFareRatioQuery,
  useFundsFollowingQuery,
  useFundsFollowMutation,
  useFundsRiskCheckMutation,
  useFundsRiskConfirmMutation,
  useFundsBuyFeeQuery,
  useFundsSellFeeQuery,
  useFundsCouponsQuery,
  useFundsDividendSplitQuery,
  useFundsManagersHistoryQuery,
  useFundsHoldSymbolsQuery,
  useFundsAchievementRankQuery,
  useFundsSimilarKLineQuery,
  useFundsHolderSharesHistoryQuery,
  useFundsBuyMutation,
  useFundsSellMutation,
  useFundsFixedFirstDateQuery,
  useFundsFixedCreateMutation,
  useFundsFixedModifyMutation,
} = fundsApi;
