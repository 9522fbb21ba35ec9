import { contractEndpoints, type OperationData } from '../app/contract-api';
import {
  buyFund,
  confirmInvestmentRisk,
  createFixedInvestment,
  followSymbol,
  getBuyFee,
  getFixedInvestmentFirstDate,
  getFund,
  listMaIndexes,
  getFundAchievementRank,
  getFundDividendSplit,
  getFundFareRatio,
  getFundHoldSymbols,
  getFundManagersAchievementHistory,
  getFundNetHistory,
  getFundSimilarKLine,
  getHolderSharesHistory,
  getSellFee,
  getSymbolTimeline,
  listAvailableCoupons,
  listSymbolBlockTrades,
  modifyFixedInvestment,
  sellFund,
  unfollowSymbol,
} from '../app/contract.gen';
import type { RequestBody, RequestQuery } from '../app/api-types';
import { sharedApi } from '../shared/api';

/** Net-value chart periods (spec 001 §9): 近1月, 近3月, 近1年, 今年以来, 成立以来. */
export type NetPeriod = NonNullable<
  RequestQuery<'/symbols/funds/{symbol}/net_history/', 'get'>['period']
>;

/** The body of POST /funds/buy/ (申购 / 认购). */
export type BuyBody = RequestBody<'/funds/buy/', 'post'>;

/** A trade changes the user's holdings, trades and assets, which other areas show. */
const TRADED = ['SharedHoldings', 'SharedTrades', 'SharedAssets'] as const;

/**
 * The funds area's contract operations (spec 001 §7 "Fund trading", "Symbols, following,
 * research"), generated from packages/core/openapi/openapi.yaml and named by operationId
 * (`useGetFundQuery({ symbol })`, `useBuyFundMutation()`…): the fund, its net values, fee
 * tables, dividends, managers, ranks, similar K-lines, holdings, holders, timeline and block
 * trades; the risk confirmation, buy and sell fee estimates, the coupons a buy may use, buy and
 * sell, and the 定投 plan's first date and creation. A money-moving call (`buyFund`, `sellFund`,
 * `createFixedInvestment`) takes `idempotencyKey`, sent as the `Idempotency-Key` header (spec 000
 * §7); the trade password travels in `body`.
 *
 * Two endpoints run contract operations another area injects (an operation is injected once):
 * `fundsFollow` picks `followSymbol` / `unfollowSymbol` (`{ id, symbol, follow }`, shared/api.ts')
 * and `fundsFixedModify` runs `modifyFixedInvestment` (`{ id, body }`, account-funds').
 *
 * Tags: `FundsFund` (per symbol; `LIST` on the fund list) and `FundsCoupon` are this area's. A
 * trade changes the user's holdings, trades, assets, income and 定投 plans, which other areas
 * show: those tags are owned by `shared/api.ts` (`Shared*`), and the trades here invalidate them.
 */
export const fundsApi = sharedApi
  .enhanceEndpoints({ addTagTypes: ['FundsFund', 'FundsCoupon'] })
  .injectEndpoints({
    endpoints: contractEndpoints({
      getFund,
      listMaIndexes,
      getFundNetHistory,
      getFundFareRatio,
      getFundDividendSplit,
      getFundManagersAchievementHistory,
      getFundAchievementRank,
      getFundSimilarKLine,
      getFundHoldSymbols,
      getHolderSharesHistory,
      listSymbolBlockTrades,
      getSymbolTimeline,
      confirmInvestmentRisk,
      getBuyFee,
      getSellFee,
      listAvailableCoupons,
      buyFund,
      sellFund,
      getFixedInvestmentFirstDate,
      createFixedInvestment,
    }),
  })
  .injectEndpoints({
    endpoints: (build) => ({
      fundsFollow: build.mutation<
        OperationData<typeof followSymbol>,
        { id: number; symbol: string; follow: boolean }
      >({
        query: ({ id, follow }) => ({ spec: follow ? followSymbol : unfollowSymbol, args: { id } }),
        invalidatesTags: (_r, _e, { symbol }) => [
          { type: 'FundsFund', id: symbol },
          'SharedFollowing',
        ],
      }),
      fundsFixedModify: build.mutation<
        OperationData<typeof modifyFixedInvestment>,
        { id: number; body: RequestBody<'/funds/fixed_investment/{id}/modify/', 'post'> }
      >({
        query: (args) => ({ spec: modifyFixedInvestment, args }),
        invalidatesTags: ['SharedFixedInvestments'],
      }),
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      listFundsPages: { providesTags: [{ type: 'FundsFund', id: 'LIST' }] },
      getFund: { providesTags: (_r, _e, { symbol }) => [{ type: 'FundsFund', id: symbol }] },
      listAvailableCoupons: { providesTags: ['FundsCoupon', 'SharedCoupons'] },
      buyFund: { invalidatesTags: [...TRADED, 'SharedIncome', 'FundsCoupon'] },
      sellFund: { invalidatesTags: [...TRADED] },
      createFixedInvestment: { invalidatesTags: ['SharedFixedInvestments', 'SharedHoldings'] },
    },
  });

export const {
  useListFundsPagesInfiniteQuery,
  useListSymbolBlockTradesPagesInfiniteQuery,
  useGetSymbolTimelinePagesInfiniteQuery,
  useGetFundQuery,
  useListMaIndexesQuery,
  useGetFundNetHistoryQuery,
  useGetFundFareRatioQuery,
  useGetFundDividendSplitQuery,
  useGetFundManagersAchievementHistoryQuery,
  useGetFundAchievementRankQuery,
  useGetFundSimilarKLineQuery,
  useGetFundHoldSymbolsQuery,
  useGetHolderSharesHistoryQuery,
  useConfirmInvestmentRiskMutation,
  useGetBuyFeeQuery,
  useGetSellFeeQuery,
  useListAvailableCouponsQuery,
  useBuyFundMutation,
  useSellFundMutation,
  useGetFixedInvestmentFirstDateQuery,
  useCreateFixedInvestmentMutation,
  useFundsFollowMutation,
  useFundsFixedModifyMutation,
} = fundsApi;
