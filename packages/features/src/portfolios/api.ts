import { contractEndpoints, type OperationArgs, type OperationData } from '../app/contract-api';
import {
  answerAdvisorRiskQuestions,
  buyPortfolio,
  checkPortfolioAmountMinBuy,
  checkPortfolioDescription,
  checkPortfolioName,
  comparePortfolioRebalance,
  createPortfolio,
  createPositionAdjustment,
  followPortfolio,
  getAdvisorRiskQuestions,
  getMyAdvisorRisk,
  getMyBao,
  getMyManageFare,
  getMyPortfolio,
  getMyPortfolioShares,
  getPortfolio,
  getPortfolioBuyFee,
  getPortfolioBuyProposal,
  getPortfolioDetailedPositions,
  getPortfolioFareRatio,
  getPortfolioNetValueDailyChart,
  getPortfolioNetValueHistory,
  getPortfolioRebalanceProposal,
  getPortfolioSellFundFee,
  getPortfolioSellProposal,
  getPortfolioTimeline,
  getPortfolioTrade,
  getPositionAdjustment,
  getServiceReport,
  getServiceReportChart,
  listAvailableCoupons,
  listFollowingPortfolios,
  listMyPortfolios,
  listNewPortfolioFundCandidates,
  listPortfolioIncome,
  listPortfolioTopics,
  listPortfolioTrades,
  listPositionAdjustments,
  listServiceReports,
  listServiceReportTrades,
  rebalancePortfolio,
  sellPortfolio,
  sellPortfolioFund,
  undoPortfolioTrade,
  unfollowPortfolio,
} from '../app/contract.gen';
import { sharedApi } from '../shared/api';

/** Tags of the portfolios area (each area adds its own). */
const TAGS = [
  'PortfolioDetail',
  'PortfolioFollowing',
  'PortfolioHolding',
  'PortfolioTrade',
  'PortfolioAdvisorRisk',
  'PortfolioAdjustment',
  'PortfolioBao',
] as const;

/** What a portfolio order changes: the holdings, the orders, the account totals. */
const afterOrder = [
  'PortfolioHolding',
  'PortfolioTrade',
  'SharedAssets',
  'PortfolioBao',
  'SharedCoupons',
] as const;

const LIST = { type: 'PortfolioDetail' as const, id: 'LIST' };
const followed = (_r: unknown, _e: unknown, { id }: { id: number }) => [
  'PortfolioFollowing' as const,
  { type: 'PortfolioDetail' as const, id },
];

/**
 * The portfolios area's contract operations (spec 001 §7 "Portfolio funds", "Portfolio service",
 * "Statuses" portfolio_timeline), generated from the contract and named by operationId: the
 * portfolio, its net values, positions, fees and posts, topics and follows, the advisor risk test,
 * proposals, orders (`idempotencyKey`, the trade password in `body`) and undo, holdings, orders,
 * service reports, the advisory fee, and what advisors create and adjust. Screens give the page
 * sizes and the chart's `types`, and pick follow / unfollow.
 *
 * Three operations another area reads are served here under this area's own names, on the same
 * contract operation and base query (an area imports no other area, and the tags stay this
 * area's): `portfoliosBao` (`getMyBao`, also `account-funds`), `portfoliosCoupons`
 * (`listAvailableCoupons`, also `funds`), `portfoliosAdjustments` (`listPositionAdjustments`,
 * also `store`).
 *
 * Tags (this area's): `PortfolioDetail` (per id, `LIST` for topics), `PortfolioFollowing`,
 * `PortfolioHolding`, `PortfolioTrade`, `PortfolioAdvisorRisk` (per portfolio),
 * `PortfolioAdjustment`, `PortfolioBao`; an order also invalidates `SharedAssets` and
 * `SharedCoupons`, a new portfolio `SharedRecommendedPortfolios`.
 */
export const portfoliosApi = sharedApi
  .enhanceEndpoints({ addTagTypes: TAGS })
  .injectEndpoints({
    endpoints: contractEndpoints({
      getPortfolio,
      getPortfolioTimeline,
      listPortfolioTopics,
      listFollowingPortfolios,
      followPortfolio,
      unfollowPortfolio,
      getPortfolioNetValueHistory,
      getPortfolioNetValueDailyChart,
      getPortfolioDetailedPositions,
      getPortfolioFareRatio,
      getAdvisorRiskQuestions,
      getMyAdvisorRisk,
      answerAdvisorRiskQuestions,
      getPortfolioBuyFee,
      getPortfolioBuyProposal,
      getPortfolioSellProposal,
      getPortfolioRebalanceProposal,
      comparePortfolioRebalance,
      buyPortfolio,
      sellPortfolio,
      getPortfolioSellFundFee,
      sellPortfolioFund,
      rebalancePortfolio,
      undoPortfolioTrade,
      listMyPortfolios,
      getMyPortfolio,
      getMyPortfolioShares,
      getPortfolioTrade,
      listPortfolioTrades,
      listPortfolioIncome,
      listServiceReports,
      getServiceReport,
      listServiceReportTrades,
      getServiceReportChart,
      getMyManageFare,
      listNewPortfolioFundCandidates,
      checkPortfolioName,
      checkPortfolioDescription,
      checkPortfolioAmountMinBuy,
      createPortfolio,
      getPositionAdjustment,
      createPositionAdjustment,
    }),
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** `getMyBao` (GET /funds/bao/mine/): the bao shares per card a buy may pay from. */
      portfoliosBao: build.query<OperationData<typeof getMyBao>, void>({
        query: () => ({ spec: getMyBao }),
      }),
      /** `listAvailableCoupons` (GET /coupons/available/?portfolio_info=, spec 001 §4 Coupon). */
      portfoliosCoupons: build.query<
        OperationData<typeof listAvailableCoupons>,
        OperationArgs<typeof listAvailableCoupons>
      >({
        query: (args) => ({ spec: listAvailableCoupons, args }),
      }),
      /** `listPositionAdjustments` (GET /portfolio/position_adjustments/): one page of them. */
      portfoliosAdjustments: build.query<
        OperationData<typeof listPositionAdjustments>,
        OperationArgs<typeof listPositionAdjustments>
      >({
        query: (args) => ({ spec: listPositionAdjustments, args }),
      }),
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      getPortfolio: { providesTags: (_r, _e, { id }) => [{ type: 'PortfolioDetail', id }] },
      listPortfolioTopics: { providesTags: [LIST] },
      listFollowingPortfolios: { providesTags: ['PortfolioFollowing'] },
      followPortfolio: { invalidatesTags: followed },
      unfollowPortfolio: { invalidatesTags: followed },
      getMyAdvisorRisk: {
        providesTags: (_r, _e, { portfolio }) => [{ type: 'PortfolioAdvisorRisk', id: portfolio }],
      },
      answerAdvisorRiskQuestions: {
        invalidatesTags: (_r, _e, { body }) => [
          { type: 'PortfolioAdvisorRisk', id: body.portfolio },
        ],
      },
      portfoliosBao: { providesTags: ['PortfolioBao'] },
      portfoliosCoupons: { providesTags: ['SharedCoupons'] },
      getPortfolioRebalanceProposal: { providesTags: ['PortfolioHolding'] },
      comparePortfolioRebalance: { providesTags: ['PortfolioHolding'] },
      buyPortfolio: { invalidatesTags: [...afterOrder] },
      sellPortfolio: { invalidatesTags: [...afterOrder] },
      sellPortfolioFund: { invalidatesTags: [...afterOrder] },
      rebalancePortfolio: { invalidatesTags: [...afterOrder] },
      undoPortfolioTrade: { invalidatesTags: [...afterOrder] },
      listMyPortfolios: { providesTags: ['PortfolioHolding'] },
      getMyPortfolio: { providesTags: ['PortfolioHolding'] },
      getMyPortfolioShares: { providesTags: ['PortfolioHolding'] },
      getMyManageFare: { providesTags: ['PortfolioHolding'] },
      getPortfolioTrade: { providesTags: ['PortfolioTrade'] },
      listPortfolioTradesPages: { providesTags: ['PortfolioTrade'] },
      listPortfolioIncomePages: { providesTags: ['PortfolioHolding'] },
      createPortfolio: { invalidatesTags: [LIST, 'SharedRecommendedPortfolios'] },
      portfoliosAdjustments: { providesTags: ['PortfolioAdjustment'] },
      getPositionAdjustment: { providesTags: ['PortfolioAdjustment'] },
      createPositionAdjustment: {
        invalidatesTags: (_r, _e, { body }) => [
          'PortfolioAdjustment',
          'PortfolioHolding',
          { type: 'PortfolioDetail', id: body.portfolio_id },
          LIST,
        ],
      },
    },
  });

export const {
  useGetPortfolioQuery,
  useGetPortfolioTimelineQuery,
  useListPortfolioTopicsQuery,
  useListFollowingPortfoliosQuery,
  useFollowPortfolioMutation,
  useUnfollowPortfolioMutation,
  useGetPortfolioNetValueHistoryQuery,
  useGetPortfolioNetValueHistoryPagesInfiniteQuery,
  useGetPortfolioNetValueDailyChartQuery,
  useGetPortfolioDetailedPositionsQuery,
  useGetPortfolioFareRatioQuery,
  useGetAdvisorRiskQuestionsQuery,
  useGetMyAdvisorRiskQuery,
  useAnswerAdvisorRiskQuestionsMutation,
  usePortfoliosBaoQuery,
  usePortfoliosCouponsQuery,
  useGetPortfolioBuyFeeQuery,
  useGetPortfolioBuyProposalQuery,
  useGetPortfolioSellProposalQuery,
  useGetPortfolioRebalanceProposalQuery,
  useComparePortfolioRebalanceQuery,
  useBuyPortfolioMutation,
  useSellPortfolioMutation,
  useGetPortfolioSellFundFeeQuery,
  useSellPortfolioFundMutation,
  useRebalancePortfolioMutation,
  useUndoPortfolioTradeMutation,
  useListMyPortfoliosQuery,
  useGetMyPortfolioQuery,
  useGetMyPortfolioSharesQuery,
  useGetPortfolioTradeQuery,
  useListPortfolioTradesPagesInfiniteQuery,
  useListPortfolioIncomePagesInfiniteQuery,
  useListServiceReportsQuery,
  useGetServiceReportQuery,
  useListServiceReportTradesQuery,
  useGetServiceReportChartQuery,
  useGetMyManageFareQuery,
  useListNewPortfolioFundCandidatesQuery,
  useLazyCheckPortfolioNameQuery,
  useLazyCheckPortfolioDescriptionQuery,
  useCheckPortfolioAmountMinBuyQuery,
  useCreatePortfolioMutation,
  usePortfoliosAdjustmentsQuery,
  useGetPositionAdjustmentQuery,
  useCreatePositionAdjustmentMutation,
} = portfoliosApi;
