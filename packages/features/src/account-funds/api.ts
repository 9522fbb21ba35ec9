import { contractEndpoints } from '../app/contract-api';
import {
  buyBao,
  changeDiviType,
  disableFixedInvestment,
  getBaoInfo,
  getBaoSellInfo,
  getFundTrade,
  getLookThrough,
  getMyBao,
  getMyFundInfo,
  getMyHoldingLots,
  getMyHoldingReturns,
  getReturnsCalendar,
  getReturnsSummary,
  listBaoIncome,
  listBaoTrades,
  listFixedInvestmentsByFund,
  listFundIncome,
  listFundTrades,
  listMyFixedInvestments,
  modifyFixedInvestment,
  sellBao,
  undoFundTrade,
} from '../app/contract.gen';
import { sharedApi } from '../shared/api';

const holding = (_r: unknown, _e: unknown, a: { symbol?: string } | void) => [
  { type: 'SharedHoldings' as const, id: a?.symbol },
  'SharedHoldings' as const,
];
const bao = ['AccountFundsBao', 'SharedTrades', 'SharedAssets'] as const;

/**
 * The account-funds area's contract operations (spec 001 §7 Fund trading): holdings and the
 * investor's returns (designed `GET /funds/returns/*`), trade records, income, fixed investments
 * and bao. Paged lists are read through their infinite queries (`listFundTradesPages`, …).
 *
 * Tags: `AccountFundsBao` is this area's own. Holdings, trades, assets, income and 定投 plans are
 * changed by other areas too (a buy in `funds`), so their tags are owned by `shared/api.ts`
 * (`Shared*`): a buy invalidates `SharedTrades`, which the trade lists provide.
 */
export const accountFundsApi = sharedApi
  .enhanceEndpoints({ addTagTypes: ['AccountFundsBao'] })
  .injectEndpoints({
    endpoints: contractEndpoints({
      getMyFundInfo,
      getMyHoldingReturns,
      getMyHoldingLots,
      getReturnsCalendar,
      getReturnsSummary,
      getLookThrough,
      listFundTrades,
      getFundTrade,
      undoFundTrade,
      listFundIncome,
      changeDiviType,
      listMyFixedInvestments,
      listFixedInvestmentsByFund,
      disableFixedInvestment,
      modifyFixedInvestment,
      getBaoInfo,
      getMyBao,
      getBaoSellInfo,
      listBaoTrades,
      listBaoIncome,
      buyBao,
      sellBao,
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      getMyFundInfo: { providesTags: holding },
      getMyHoldingReturns: { providesTags: holding },
      getMyHoldingLotsPages: { providesTags: holding },
      getReturnsCalendar: { providesTags: ['SharedHoldings'] },
      getReturnsSummary: { providesTags: ['SharedHoldings'] },
      getLookThrough: { providesTags: ['SharedHoldings'] },
      listFundTradesPages: { providesTags: ['SharedTrades'] },
      getFundTrade: { providesTags: (_r, _e, a) => [{ type: 'SharedTrades', id: a.id }] },
      undoFundTrade: {
        invalidatesTags: [
          'SharedTrades',
          'SharedHoldings',
          'SharedAssets',
          'SharedFixedInvestments',
        ],
      },
      listFundIncomePages: { providesTags: ['SharedIncome'] },
      changeDiviType: { invalidatesTags: ['SharedHoldings'] },
      listMyFixedInvestmentsPages: { providesTags: ['SharedFixedInvestments'] },
      listFixedInvestmentsByFund: { providesTags: ['SharedFixedInvestments'] },
      disableFixedInvestment: { invalidatesTags: ['SharedFixedInvestments'] },
      modifyFixedInvestment: { invalidatesTags: ['SharedFixedInvestments'] },
      getBaoInfo: { providesTags: ['AccountFundsBao'] },
      getMyBao: { providesTags: ['AccountFundsBao'] },
      getBaoSellInfo: { providesTags: ['AccountFundsBao'] },
      listBaoTradesPages: { providesTags: ['AccountFundsBao', 'SharedTrades'] },
      listBaoIncomePages: { providesTags: ['AccountFundsBao', 'SharedIncome'] },
      buyBao: { invalidatesTags: [...bao] },
      sellBao: { invalidatesTags: [...bao] },
    },
  });

export const {
  useGetMyFundInfoQuery,
  useGetMyHoldingReturnsQuery,
  useGetReturnsCalendarQuery,
  useGetReturnsSummaryQuery,
  useGetLookThroughQuery,
  useGetFundTradeQuery,
  useUndoFundTradeMutation,
  useChangeDiviTypeMutation,
  useListFixedInvestmentsByFundQuery,
  useDisableFixedInvestmentMutation,
  useModifyFixedInvestmentMutation,
  useGetBaoInfoQuery,
  useGetMyBaoQuery,
  useGetBaoSellInfoQuery,
  useBuyBaoMutation,
  useSellBaoMutation,
  useGetMyHoldingLotsPagesInfiniteQuery,
  useListFundTradesPagesInfiniteQuery,
  useListFundIncomePagesInfiniteQuery,
  useListMyFixedInvestmentsPagesInfiniteQuery,
  useListBaoTradesPagesInfiniteQuery,
  useListBaoIncomePagesInfiniteQuery,
} = accountFundsApi;
