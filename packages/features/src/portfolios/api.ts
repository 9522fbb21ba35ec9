import { callApi } from '../app/base-api';
import { contractEndpoints } from '../app/contract-api';
import {
  listPortfolioIncome,
  listPortfolioTrades,
  getPortfolioNetValueHistory,
} from '../app/contract.gen';
import { sharedApi } from '../shared/api';
import type { ApiData, RequestBody } from '../app/api-types';

/** A money-moving POST carries the attempt's Idempotency-Key (same key -> same order). */
interface Idempotent<B> {
  body: B;
  idempotencyKey: string;
}

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

/**
 * The portfolios area's calls (spec 001 §7 "Portfolio funds" and "Portfolio service"), each a
 * typed contract call (`callApi`): a wrong path, method or body fails `tsc`.
 */
export const portfoliosApi = sharedApi
  .enhanceEndpoints({ addTagTypes: TAGS })
  .injectEndpoints({
    endpoints: (build) => ({
      // ---------- portfolio service ----------
      portfoliosGetDetail: build.query<ApiData<'/portfolio/{id}/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.get('/portfolio/{id}/', { params: { path: { id } } })),
        providesTags: (_r, _e, id) => [{ type: 'PortfolioDetail', id }],
      }),
      /** 组合动态 (spec 001 §7 Statuses `GET /statuses/portfolio_timeline/`): latest posts first. */
      portfoliosTimeline: build.query<ApiData<'/statuses/portfolio_timeline/', 'get'>, number>({
        queryFn: (portfolio_id, api) =>
          callApi(api, (c) =>
            c.get('/statuses/portfolio_timeline/', {
              params: { query: { portfolio_id, page_size: 3 } },
            }),
          ),
      }),
      portfoliosTopics: build.query<ApiData<'/portfolio/topics/', 'get'>, string>({
        queryFn: (code, api) =>
          callApi(api, (c) => c.get('/portfolio/topics/', { params: { query: { code } } })),
        providesTags: [{ type: 'PortfolioDetail', id: 'LIST' }],
      }),
      portfoliosFollowing: build.query<ApiData<'/portfolio/following/', 'get'>, void>({
        queryFn: (_a, api) =>
          callApi(api, (c) =>
            c.get('/portfolio/following/', { params: { query: { page: 1, page_size: 100 } } }),
          ),
        providesTags: ['PortfolioFollowing'],
      }),
      portfoliosFollow: build.mutation<
        ApiData<'/portfolio/{id}/follow/', 'post'>,
        { id: number; follow: boolean }
      >({
        queryFn: ({ id, follow }, api) =>
          callApi(api, (c) =>
            follow
              ? c.post('/portfolio/{id}/follow/', { params: { path: { id } } })
              : c.post('/portfolio/{id}/unfollow/', { params: { path: { id } } }),
          ),
        invalidatesTags: (_r, _e, { id }) => [
          'PortfolioFollowing',
          { type: 'PortfolioDetail', id },
        ],
      }),
      portfoliosNetValueHistory: build.query<
        ApiData<'/portfolio/{id}/netvalue_history/', 'get'>,
        { id: number; page: number; page_size: number }
      >({
        queryFn: ({ id, page, page_size }, api) =>
          callApi(api, (c) =>
            c.get('/portfolio/{id}/netvalue_history/', {
              params: { path: { id }, query: { page, page_size, types: 'portfolio,hs300' } },
            }),
          ),
      }),
      portfoliosNetValueSeries: build.query<
        ApiData<'/portfolio/{id}/netvalue_daily_chart/', 'get'>,
        number
      >({
        queryFn: (id, api) =>
          callApi(api, (c) =>
            c.get('/portfolio/{id}/netvalue_daily_chart/', {
              params: { path: { id }, query: { types: 'portfolio,hs300' } },
            }),
          ),
      }),
      portfoliosDetailedPositions: build.query<
        ApiData<'/portfolio/{id}/get_detailed_positions/', 'get'>,
        { id: number; page: number; page_size: number }
      >({
        queryFn: ({ id, page, page_size }, api) =>
          callApi(api, (c) =>
            c.get('/portfolio/{id}/get_detailed_positions/', {
              params: { path: { id }, query: { page, page_size } },
            }),
          ),
      }),
      portfoliosFareRatio: build.query<ApiData<'/portfolio/{id}/fare_ratio/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.get('/portfolio/{id}/fare_ratio/', { params: { path: { id } } })),
      }),
      // ---------- advisor risk test ----------
      portfoliosRiskQuestions: build.query<
        ApiData<'/portfolio/advisor_investment_risk_questions/', 'get'>,
        number
      >({
        queryFn: (portfolio, api) =>
          callApi(api, (c) =>
            c.get('/portfolio/advisor_investment_risk_questions/', {
              params: { query: { portfolio } },
            }),
          ),
      }),
      portfoliosRiskMine: build.query<
        ApiData<'/portfolio/advisor_investment_risk_questions/mine/', 'get'>,
        number
      >({
        queryFn: (portfolio, api) =>
          callApi(api, (c) =>
            c.get('/portfolio/advisor_investment_risk_questions/mine/', {
              params: { query: { portfolio } },
            }),
          ),
        providesTags: (_r, _e, id) => [{ type: 'PortfolioAdvisorRisk', id }],
      }),
      portfoliosRiskAnswer: build.mutation<
        ApiData<'/portfolio/advisor_investment_risk_questions/answer/', 'post'>,
        RequestBody<'/portfolio/advisor_investment_risk_questions/answer/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) =>
            c.post('/portfolio/advisor_investment_risk_questions/answer/', { body }),
          ),
        invalidatesTags: (_r, _e, b) => [{ type: 'PortfolioAdvisorRisk', id: b.portfolio }],
      }),
      // ---------- account data this area needs (settings, bank cards: shared/api) ----------
      portfoliosBao: build.query<ApiData<'/funds/bao/mine/', 'get'>, void>({
        queryFn: (_a, api) => callApi(api, (c) => c.get('/funds/bao/mine/')),
        providesTags: ['PortfolioBao'],
      }),
      // ---------- trading ----------
      /** GET /coupons/available/?portfolio_info=: the user's coupons for a portfolio buy (§4 Coupon). */
      portfoliosCoupons: build.query<ApiData<'/coupons/available/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) =>
            c.get('/coupons/available/', { params: { query: { portfolio_info: id } } }),
          ),
        providesTags: ['SharedCoupons'],
      }),
      portfoliosBuyFee: build.query<
        ApiData<'/funds/fund_portfolios/buy_fee/', 'get'>,
        { fund_portfolio_id: number; amount: string }
      >({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/funds/fund_portfolios/buy_fee/', { params: { query } })),
      }),
      portfoliosBuyProposal: build.query<
        ApiData<'/funds/fund_portfolios/buy/proposal/', 'get'>,
        { fund_portfolio_id: number; bank_card_id: number; amount: string; is_bao?: boolean }
      >({
        queryFn: (query, api) =>
          callApi(api, (c) => c.get('/funds/fund_portfolios/buy/proposal/', { params: { query } })),
      }),
      portfoliosSellProposal: build.query<
        ApiData<'/funds/fund_portfolios/sell/proposal/', 'get'>,
        { fund_portfolio_id: number; bank_card_id: number; amount: string }
      >({
        queryFn: (query, api) =>
          callApi(api, (c) =>
            c.get('/funds/fund_portfolios/sell/proposal/', { params: { query } }),
          ),
      }),
      portfoliosRebalanceProposal: build.query<
        ApiData<'/funds/fund_portfolios/rebalance/proposal/', 'get'>,
        { fund_portfolio_id: number; bank_card_id: number }
      >({
        queryFn: (query, api) =>
          callApi(api, (c) =>
            c.get('/funds/fund_portfolios/rebalance/proposal/', { params: { query } }),
          ),
        providesTags: ['PortfolioHolding'],
      }),
      portfoliosRebalanceCompare: build.query<
        ApiData<'/funds/fund_portfolios/rebalance/compare/', 'get'>,
        { fund_portfolio_id: number; bank_card_id: number; shares?: string }
      >({
        queryFn: (query, api) =>
          callApi(api, (c) =>
            c.get('/funds/fund_portfolios/rebalance/compare/', { params: { query } }),
          ),
        providesTags: ['PortfolioHolding'],
      }),
      portfoliosBuy: build.mutation<
        ApiData<'/funds/fund_portfolios/buy/', 'post'>,
        Idempotent<RequestBody<'/funds/fund_portfolios/buy/', 'post'>>
      >({
        queryFn: ({ body, idempotencyKey }, api) =>
          callApi(api, (c) =>
            c.post('/funds/fund_portfolios/buy/', {
              params: { header: { 'Idempotency-Key': idempotencyKey } },
              body,
            }),
          ),
        invalidatesTags: [...afterOrder],
      }),
      portfoliosSell: build.mutation<
        ApiData<'/funds/fund_portfolios/sell/', 'post'>,
        Idempotent<RequestBody<'/funds/fund_portfolios/sell/', 'post'>>
      >({
        queryFn: ({ body, idempotencyKey }, api) =>
          callApi(api, (c) =>
            c.post('/funds/fund_portfolios/sell/', {
              params: { header: { 'Idempotency-Key': idempotencyKey } },
              body,
            }),
          ),
        invalidatesTags: [...afterOrder],
      }),
      portfoliosSellFundFee: build.query<
        ApiData<'/funds/fund_portfolios/sell_fund_fee/', 'get'>,
        { fund_portfolio_id: number; symbol: string; shares: string }
      >({
        queryFn: (query, api) =>
          callApi(api, (c) =>
            c.get('/funds/fund_portfolios/sell_fund_fee/', { params: { query } }),
          ),
      }),
      portfoliosSellFund: build.mutation<
        ApiData<'/funds/fund_portfolios/sell_fund/', 'post'>,
        Idempotent<RequestBody<'/funds/fund_portfolios/sell_fund/', 'post'>>
      >({
        queryFn: ({ body, idempotencyKey }, api) =>
          callApi(api, (c) =>
            c.post('/funds/fund_portfolios/sell_fund/', {
              params: { header: { 'Idempotency-Key': idempotencyKey } },
              body,
            }),
          ),
        invalidatesTags: [...afterOrder],
      }),
      portfoliosRebalance: build.mutation<
        ApiData<'/funds/fund_portfolios/rebalance/', 'post'>,
        Idempotent<RequestBody<'/funds/fund_portfolios/rebalance/', 'post'>>
      >({
        queryFn: ({ body, idempotencyKey }, api) =>
          callApi(api, (c) =>
            c.post('/funds/fund_portfolios/rebalance/', {
              params: { header: { 'Idempotency-Key': idempotencyKey } },
              body,
            }),
          ),
        invalidatesTags: [...afterOrder],
      }),
      portfoliosUndo: build.mutation<
        ApiData<'/funds/fund_portfolios/undo/', 'post'>,
        RequestBody<'/funds/fund_portfolios/undo/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/funds/fund_portfolios/undo/', { body })),
        invalidatesTags: [...afterOrder],
      }),
      // ---------- holdings ----------
      portfoliosMine: build.query<ApiData<'/funds/fund_portfolios/mine/', 'get'>, string>({
        queryFn: (topic, api) =>
          callApi(api, (c) =>
            c.get('/funds/fund_portfolios/mine/', { params: { query: { topic } } }),
          ),
        providesTags: ['PortfolioHolding'],
      }),
      portfoliosHolding: build.query<ApiData<'/funds/fund_portfolios/{id}/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.get('/funds/fund_portfolios/{id}/', { params: { path: { id } } })),
        providesTags: ['PortfolioHolding'],
      }),
      /** GET /funds/fund_portfolios/{id}/shares_info/: the holding per bank card (spec 001 §7). */
      portfoliosSharesInfo: build.query<
        ApiData<'/funds/fund_portfolios/{id}/shares_info/', 'get'>,
        number
      >({
        queryFn: (id, api) =>
          callApi(api, (c) =>
            c.get('/funds/fund_portfolios/{id}/shares_info/', { params: { path: { id } } }),
          ),
        providesTags: ['PortfolioHolding'],
      }),
      portfoliosTrade: build.query<ApiData<'/funds/portfolio_trades/{id}/', 'get'>, number>({
        queryFn: (id, api) =>
          callApi(api, (c) => c.get('/funds/portfolio_trades/{id}/', { params: { path: { id } } })),
        providesTags: ['PortfolioTrade'],
      }),
      portfoliosReports: build.query<
        ApiData<'/funds/portfolio/service_report/records/', 'get'>,
        { fund_portfolio_id?: number; page: number }
      >({
        queryFn: (q, api) =>
          callApi(api, (c) =>
            c.get('/funds/portfolio/service_report/records/', { params: { query: q } }),
          ),
      }),
      portfoliosReport: build.query<
        ApiData<'/funds/portfolio/service_report/records/{id}/', 'get'>,
        number
      >({
        queryFn: (id, api) =>
          callApi(api, (c) =>
            c.get('/funds/portfolio/service_report/records/{id}/', { params: { path: { id } } }),
          ),
      }),
      portfoliosReportTrades: build.query<
        ApiData<'/funds/portfolio/service_report/records/{id}/trades/', 'get'>,
        number
      >({
        queryFn: (id, api) =>
          callApi(api, (c) =>
            c.get('/funds/portfolio/service_report/records/{id}/trades/', {
              params: { path: { id } },
            }),
          ),
      }),
      portfoliosReportChart: build.query<
        ApiData<'/funds/portfolio/service_report/records/{id}/percent_daily_chart/', 'get'>,
        number
      >({
        queryFn: (id, api) =>
          callApi(api, (c) =>
            c.get('/funds/portfolio/service_report/records/{id}/percent_daily_chart/', {
              params: { path: { id } },
            }),
          ),
      }),
      portfoliosManageFare: build.query<ApiData<'/funds/manage_fare/mine/', 'get'>, void>({
        queryFn: (_a, api) => callApi(api, (c) => c.get('/funds/manage_fare/mine/')),
        providesTags: ['PortfolioHolding'],
      }),
      // ---------- advisors ----------
      portfoliosFundCandidates: build.query<
        ApiData<'/portfolio/fund_candidates/', 'get'>,
        { q?: string; page: number }
      >({
        queryFn: (q, api) =>
          callApi(api, (c) =>
            c.get('/portfolio/fund_candidates/', { params: { query: { page_size: 20, ...q } } }),
          ),
      }),
      portfoliosCheckName: build.query<ApiData<'/portfolio/check_name/', 'get'>, string>({
        queryFn: (name, api) =>
          callApi(api, (c) => c.get('/portfolio/check_name/', { params: { query: { name } } })),
      }),
      portfoliosCheckDescription: build.query<
        ApiData<'/portfolio/check_description/', 'get'>,
        string
      >({
        queryFn: (description, api) =>
          callApi(api, (c) =>
            c.get('/portfolio/check_description/', { params: { query: { description } } }),
          ),
      }),
      portfoliosCheckAmountMinBuy: build.query<
        ApiData<'/portfolio/check_amount_min_buy/', 'get'>,
        string
      >({
        queryFn: (symbols, api) =>
          callApi(api, (c) =>
            c.get('/portfolio/check_amount_min_buy/', { params: { query: { symbols } } }),
          ),
      }),
      portfoliosCreate: build.mutation<
        ApiData<'/portfolio/', 'post'>,
        RequestBody<'/portfolio/', 'post'>
      >({
        queryFn: (body, api) => callApi(api, (c) => c.post('/portfolio/', { body })),
        invalidatesTags: [{ type: 'PortfolioDetail', id: 'LIST' }, 'SharedRecommendedPortfolios'],
      }),
      portfoliosAdjustments: build.query<
        ApiData<'/portfolio/position_adjustments/', 'get'>,
        { portfolio_id?: number; page: number }
      >({
        queryFn: (q, api) =>
          callApi(api, (c) => c.get('/portfolio/position_adjustments/', { params: { query: q } })),
        providesTags: ['PortfolioAdjustment'],
      }),
      portfoliosAdjustment: build.query<
        ApiData<'/portfolio/position_adjustments/{id}/', 'get'>,
        number
      >({
        queryFn: (id, api) =>
          callApi(api, (c) =>
            c.get('/portfolio/position_adjustments/{id}/', { params: { path: { id } } }),
          ),
        providesTags: ['PortfolioAdjustment'],
      }),
      portfoliosAdjust: build.mutation<
        ApiData<'/portfolio/position_adjustments/', 'post'>,
        RequestBody<'/portfolio/position_adjustments/', 'post'>
      >({
        queryFn: (body, api) =>
          callApi(api, (c) => c.post('/portfolio/position_adjustments/', { body })),
        invalidatesTags: (_r, _e, b) => [
          'PortfolioAdjustment',
          'PortfolioHolding',
          { type: 'PortfolioDetail', id: b.portfolio_id },
          { type: 'PortfolioDetail', id: 'LIST' },
        ],
      }),
    }),
  })
  .injectEndpoints({
    endpoints: contractEndpoints({
      listPortfolioIncome,
      listPortfolioTrades,
      getPortfolioNetValueHistory,
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      listPortfolioIncomePages: { providesTags: ['PortfolioHolding'] },
      listPortfolioTradesPages: { providesTags: ['PortfolioTrade'] },
    },
  });

export const {
  useListPortfolioIncomePagesInfiniteQuery,
  useListPortfolioTradesPagesInfiniteQuery,
  useGetPortfolioNetValueHistoryPagesInfiniteQuery,
  usePortfoliosGetDetailQuery,
  usePortfoliosTimelineQuery,
  usePortfoliosTopicsQuery,
  usePortfoliosFollowingQuery,
  usePortfoliosFollowMutation,
  usePortfoliosNetValueHistoryQuery,
  useLazyPortfoliosNetValueHistoryQuery,
  usePortfoliosNetValueSeriesQuery,
  usePortfoliosDetailedPositionsQuery,
  usePortfoliosFareRatioQuery,
  usePortfoliosRiskQuestionsQuery,
  usePortfoliosRiskMineQuery,
  usePortfoliosRiskAnswerMutation,
  usePortfoliosBaoQuery,
  usePortfoliosBuyFeeQuery,
  usePortfoliosBuyProposalQuery,
  usePortfoliosCouponsQuery,
  usePortfoliosSellProposalQuery,
  usePortfoliosRebalanceProposalQuery,
  usePortfoliosRebalanceCompareQuery,
  usePortfoliosBuyMutation,
  usePortfoliosSellMutation,
  usePortfoliosSellFundFeeQuery,
  usePortfoliosSellFundMutation,
  usePortfoliosRebalanceMutation,
  usePortfoliosUndoMutation,
  usePortfoliosMineQuery,
  usePortfoliosHoldingQuery,
  usePortfoliosSharesInfoQuery,
  usePortfoliosTradeQuery,
  usePortfoliosReportsQuery,
  usePortfoliosReportQuery,
  usePortfoliosReportTradesQuery,
  usePortfoliosReportChartQuery,
  usePortfoliosManageFareQuery,
  usePortfoliosFundCandidatesQuery,
  useLazyPortfoliosCheckNameQuery,
  useLazyPortfoliosCheckDescriptionQuery,
  usePortfoliosCheckAmountMinBuyQuery,
  usePortfoliosCreateMutation,
  usePortfoliosAdjustmentsQuery,
  usePortfoliosAdjustmentQuery,
  usePortfoliosAdjustMutation,
} = portfoliosApi;
