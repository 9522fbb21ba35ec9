import { baseApi } from '../app/base-api';
import type { OpenAccountStep } from '../shared/open-account';
import type {
  AchievementRank,
  AssetAllocation,
  BlockTrade,
  HolderSharesPoint,
  HoldersAnalyse,
  SimilarKLine,
  StatusPost,
  BankCard,
  Company,
  Coupon,
  DividendSplit,
  FeeEstimate,
  FixedInvestmentDetail,
  FollowedSymbol,
  Fund,
  FundFareRatio,
  FundShare,
  FundTradeRecordDetail,
  InvestmentRiskProfile,
  ManagerAchievementHistory,
  NetValuePoint,
  Page,
  RiskCheckResult,
  SymbolSuggestion,
} from '../shared/fund-model';

/** Net-value chart periods (spec 001 §9): 近1月, 近3月, 近1年, 今年以来, 成立以来. */
export type NetPeriod = 'm' | '3m' | 'y' | 'ty' | 'start';

/** Query of GET /symbols/funds/ (spec 001 §7, §9 defaults). */
export interface FundListArgs {
  page: number;
  page_size?: number;
  sort?: string;
  /** symbol_stype code or 'all' */
  type?: string;
  company_id?: number;
  allow_trade?: 0 | 1;
}

/** A money-moving POST carries the attempt's Idempotency-Key (same key -> same trade). */
interface Idempotent<B> {
  body: B;
  idempotencyKey: string;
}

export interface BuyBody {
  symbol: string;
  amount: string;
  bank_card_id: number;
  password: string;
  coupon_id?: number;
  risk_confirmed?: boolean;
}

export interface SellBody {
  symbol: string;
  shares: string;
  bank_card_id: number;
  password: string;
  share_id?: number;
}

export interface FixedInvestmentBody {
  symbol: string;
  amount: string;
  bank_card_id: number;
  password: string;
  period_unit: 0 | 1;
  trade_day: number;
  risk_confirmed?: boolean;
}

const idem = (key: string) => ({ 'Idempotency-Key': key });

/**
 * The funds area's calls (market, detail, trading): RTK Query endpoints injected into the one
 * api slice, typed by the contract's schemas (packages/core/openapi/openapi.yaml).
 */
export const fundsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    fundsList: build.query<Page<Fund>, FundListArgs>({
      query: (q) => ({
        url: '/symbols/funds/',
        query: { allow_trade: 1, page_size: 20, sort: '-percent_year', type: 'all', ...q },
      }),
      providesTags: [{ type: 'Fund', id: 'LIST' }],
    }),
    fundsSearch: build.query<{ results: SymbolSuggestion[] }, { q: string }>({
      query: ({ q }) => ({ url: '/search/symbols/', query: { q, symbol_type: '3', page_size: 5 } }),
    }),
    fundDetail: build.query<Fund, string>({
      query: (symbol) => ({ url: '/symbols/funds/{symbol}/', path: { symbol } }),
      providesTags: (_r, _e, symbol) => [{ type: 'Fund', id: symbol }],
    }),
    fundNetHistory: build.query<NetValuePoint[], { symbol: string; period: NetPeriod }>({
      query: ({ symbol, period }) => ({
        url: '/symbols/funds/{symbol}/net_history/',
        path: { symbol },
        query: { period },
      }),
    }),
    fundFareRatio: build.query<FundFareRatio, string>({
      query: (symbol) => ({ url: '/symbols/funds/{symbol}/fare_ratio/', path: { symbol } }),
    }),
    fundsFollowing: build.query<Page<FollowedSymbol>, { page_size: number; symbol_type?: string }>({
      query: ({ page_size, symbol_type }) => ({
        url: '/symbols/following/',
        query: { page: 1, page_size, symbol_type },
      }),
      providesTags: [{ type: 'Following', id: 'LIST' }],
    }),
    fundFollow: build.mutation<
      { followed: boolean },
      { id: number; symbol: string; follow: boolean }
    >({
      query: ({ id, follow }) => ({
        url: follow ? '/symbols/{id}/follow/' : '/symbols/{id}/unfollow/',
        method: 'POST',
        path: { id },
      }),
      invalidatesTags: (_r, _e, { symbol }) => [
        { type: 'Following', id: 'LIST' },
        { type: 'Fund', id: symbol },
      ],
    }),
    fundsOpenAccountStep: build.query<{ open_account_step: OpenAccountStep }, void>({
      query: () => ({ url: '/accounts/settings/' }),
      providesTags: ['Settings'],
    }),
    fundsBankCards: build.query<BankCard[], void>({
      query: () => ({ url: '/accounts/bank_cards/mine/' }),
      providesTags: [{ type: 'BankCard', id: 'LIST' }],
    }),
    fundsRiskProfile: build.query<InvestmentRiskProfile, void>({
      query: () => ({ url: '/funds/investment_risk/mine/' }),
      providesTags: ['RiskProfile'],
    }),
    fundRiskCheck: build.mutation<RiskCheckResult, { symbol: string }>({
      query: (body) => ({ url: '/funds/investment_risk/check/', method: 'POST', body }),
    }),
    fundRiskConfirm: build.mutation<
      { confirmed: boolean; effective_to: string },
      { symbol: string }
    >({
      query: (body) => ({ url: '/funds/investment_risk/confirm_risk/', method: 'POST', body }),
    }),
    fundBuyFee: build.query<FeeEstimate, { symbol: string; amount: string }>({
      query: (q) => ({ url: '/funds/buy_fee/', query: q }),
    }),
    fundSellFee: build.query<
      FeeEstimate,
      { symbol: string; shares: string; share_id?: number; bank_card_id?: number }
    >({
      query: (q) => ({ url: '/funds/sell_fee/', query: q }),
    }),
    fundSharesInfo: build.query<FundShare[], string>({
      query: (symbol) => ({ url: '/funds/fund/shares_info/', query: { symbol } }),
      providesTags: (_r, _e, symbol) => [{ type: 'Holding', id: symbol }],
    }),
    fundCoupons: build.query<Coupon[], { symbol: string }>({
      query: ({ symbol }) => ({ url: '/coupons/available/', query: { fund_info: symbol } }),
      providesTags: ['Coupon'],
    }),
    fundCompanies: build.query<Page<Company>, void>({
      query: () => ({
        url: '/symbols/funds/companies/',
        query: { page: 1, page_size: 200, sort: '-assets_total' },
      }),
    }),
    fundDividendSplit: build.query<DividendSplit, string>({
      query: (symbol) => ({ url: '/symbols/funds/{symbol}/dividend_split/', path: { symbol } }),
    }),
    fundManagersHistory: build.query<ManagerAchievementHistory[], string>({
      query: (symbol) => ({
        url: '/symbols/funds/{symbol}/managers_achivements_history/',
        path: { symbol },
      }),
    }),
    fundAssetConf: build.query<AssetAllocation, string>({
      query: (symbol) => ({ url: '/symbols/funds/{symbol}/asset_conf/', path: { symbol } }),
    }),
    fundAchievementRank: build.query<AchievementRank[], string>({
      query: (symbol) => ({ url: '/symbols/funds/{symbol}/achievement_rank/', path: { symbol } }),
    }),
    symbolTimeline: build.query<
      Page<StatusPost>,
      { symbol: string; content_type?: string; page: number; page_size?: number }
    >({
      query: (q) => ({ url: '/statuses/symbol_timeline/', query: { page_size: 20, ...q } }),
    }),
    symbolBlockTrades: build.query<
      Page<BlockTrade>,
      { symbol: string; page: number; page_size?: number }
    >({
      query: ({ symbol, ...q }) => ({
        url: '/symbols/{symbol}/block_trades/',
        path: { symbol },
        query: { page_size: 20, ...q },
      }),
    }),
    symbolHoldersAnalyse: build.query<HoldersAnalyse, { symbol: string; type?: string }>({
      query: ({ symbol, type }) => ({
        url: '/symbols/{symbol}/holders_analyse/',
        path: { symbol },
        query: { type },
      }),
    }),
    fundSimilarKLine: build.query<SimilarKLine[], string>({
      query: (symbol) => ({ url: '/symbols/funds/{symbol}/similar_k_line/', path: { symbol } }),
    }),
    holderSharesHistory: build.query<HolderSharesPoint[], { symbol: string; id: number }>({
      query: ({ symbol, id }) => ({
        url: '/symbols/{symbol}/holders_shares_history/{id}/',
        path: { symbol, id },
      }),
    }),
    fundHoldSymbols: build.query<AssetAllocation, string>({
      query: (symbol) => ({ url: '/symbols/funds/{symbol}/hold_symbols/', path: { symbol } }),
    }),
    fundBuy: build.mutation<FundTradeRecordDetail, Idempotent<BuyBody>>({
      query: ({ body, idempotencyKey }) => ({
        url: '/funds/buy/',
        method: 'POST',
        body,
        headers: idem(idempotencyKey),
      }),
      invalidatesTags: ['Holding', 'Trade', 'Assets', 'Income', 'Coupon'],
    }),
    fundSell: build.mutation<FundTradeRecordDetail, Idempotent<SellBody>>({
      query: ({ body, idempotencyKey }) => ({
        url: '/funds/sell/',
        method: 'POST',
        body,
        headers: idem(idempotencyKey),
      }),
      invalidatesTags: ['Holding', 'Trade', 'Assets'],
    }),
    fundFixedFirstDate: build.query<
      { first_date: string },
      { symbol: string; period_unit: 0 | 1; trade_day: number }
    >({
      query: (q) => ({ url: '/funds/fixed_investment/first_date/', query: q }),
    }),
    fundFixedCreate: build.mutation<FixedInvestmentDetail, Idempotent<FixedInvestmentBody>>({
      query: ({ body, idempotencyKey }) => ({
        url: '/funds/fixed_investment/',
        method: 'POST',
        body,
        headers: idem(idempotencyKey),
      }),
      invalidatesTags: ['FixedInvestment', 'Holding'],
    }),
    fundFixedDetail: build.query<FixedInvestmentDetail, number>({
      query: (id) => ({ url: '/funds/fixed_investment/{id}/', path: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'FixedInvestment', id }],
    }),
    fundFixedModify: build.mutation<
      FixedInvestmentDetail,
      {
        id: number;
        body: {
          amount?: string;
          period_unit?: 0 | 1;
          trade_day?: number;
          bank_card_id?: number;
          password: string;
        };
      }
    >({
      query: ({ id, body }) => ({
        url: '/funds/fixed_investment/{id}/modify/',
        method: 'POST',
        path: { id },
        body,
      }),
      invalidatesTags: ['FixedInvestment'],
    }),
  }),
});

export const {
  useFundsListQuery,
  useFundsSearchQuery,
  useFundDetailQuery,
  useFundNetHistoryQuery,
  useFundFareRatioQuery,
  useFundsFollowingQuery,
  useFundFollowMutation,
  useFundsBankCardsQuery,
  useFundsOpenAccountStepQuery,
  useFundsRiskProfileQuery,
  useFundRiskCheckMutation,
  useFundRiskConfirmMutation,
  useFundBuyFeeQuery,
  useFundSellFeeQuery,
  useFundSharesInfoQuery,
  useFundCouponsQuery,
  useFundCompaniesQuery,
  useFundDividendSplitQuery,
  useFundManagersHistoryQuery,
  useFundAssetConfQuery,
  useFundHoldSymbolsQuery,
  useFundAchievementRankQuery,
  useSymbolHoldersAnalyseQuery,
  useFundSimilarKLineQuery,
  useHolderSharesHistoryQuery,
  useFundBuyMutation,
  useFundSellMutation,
  useFundFixedFirstDateQuery,
  useFundFixedCreateMutation,
  useFundFixedDetailQuery,
  useFundFixedModifyMutation,
} = fundsApi;
