import { baseApi } from '../app/base-api';
import type {
  AccountAssets,
  BankCard,
  BaoInfo,
  BaoMine,
  BaoSellInfo,
  FixedInvestment,
  FixedInvestmentDetail,
  FundAccountDetail,
  FundHoldings,
  FundShare,
  FundTradeRecord,
  FundTradeRecordDetail,
  IncomeRow,
  Page,
} from '../shared/fund-model';

/** A paged list query: 1-based page and its size. */
export interface PageArgs {
  page: number;
  page_size?: number;
}

/** Filters of GET /funds/trades/ (comma-separated codes). */
export interface TradesArgs extends PageArgs {
  status?: string;
  direction?: string;
  symbol?: string;
}

const idem = (key: string) => ({ 'Idempotency-Key': key });

/**
 * The account-funds area's calls: holdings, trade records, income, fixed investments and bao
 * (spec 001 §7 Fund trading), injected into the one api slice.
 */
export const accountFundsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myFundAssets: build.query<AccountAssets, void>({
      query: () => ({ url: '/funds/assets/mine/' }),
      providesTags: ['Assets'],
    }),
    myFunds: build.query<FundHoldings, void>({
      query: () => ({ url: '/funds/fund/mine/' }),
      providesTags: ['Holding'],
    }),
    myFundInfo: build.query<FundAccountDetail, string>({
      query: (symbol) => ({ url: '/funds/fund/fund_info/', query: { symbol } }),
      providesTags: (_r, _e, symbol) => [{ type: 'Holding', id: symbol }, 'Holding'],
    }),
    myFundShares: build.query<FundShare[], string>({
      query: (symbol) => ({ url: '/funds/fund/shares_info/', query: { symbol } }),
      providesTags: ['Holding'],
    }),
    myTrades: build.query<Page<FundTradeRecord>, TradesArgs>({
      query: (q) => ({ url: '/funds/trades/', query: { page_size: 20, ...q } }),
      providesTags: ['Trade'],
    }),
    myTrade: build.query<FundTradeRecordDetail, number>({
      query: (id) => ({ url: '/funds/trades/{id}/', path: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'Trade', id }],
    }),
    undoTrade: build.mutation<FundTradeRecordDetail, { trade_id: number; password: string }>({
      query: (body) => ({ url: '/funds/undo/', method: 'POST', body }),
      invalidatesTags: ['Trade', 'Holding', 'Assets', 'FixedInvestment'],
    }),
    myIncome: build.query<Page<IncomeRow>, PageArgs>({
      query: (q) => ({ url: '/funds/income/mine/', query: { page_size: 30, ...q } }),
      providesTags: ['Income'],
    }),
    myFundIncome: build.query<Page<IncomeRow>, PageArgs & { symbol: string }>({
      query: (q) => ({ url: '/funds/income/fund/', query: { page_size: 30, ...q } }),
      providesTags: ['Income'],
    }),
    changeDiviType: build.mutation<
      { detail: string },
      { fund_id: number; divi_type: 1 | 2; password: string }
    >({
      query: (body) => ({ url: '/funds/divi_type/change/', method: 'POST', body }),
      invalidatesTags: ['Holding'],
    }),
    myFixedInvestments: build.query<Page<FixedInvestment>, PageArgs & { status?: number }>({
      query: (q) => ({ url: '/funds/fixed_investment/mine/', query: { page_size: 20, ...q } }),
      providesTags: ['FixedInvestment'],
    }),
    fundFixedInvestments: build.query<FixedInvestment[], number>({
      query: (fund_id) => ({ url: '/funds/fixed_investment/', query: { fund_id } }),
      providesTags: ['FixedInvestment'],
    }),
    myFixedInvestment: build.query<FixedInvestmentDetail, number>({
      query: (id) => ({ url: '/funds/fixed_investment/{id}/', path: { id } }),
      providesTags: (_r, _e, id) => [{ type: 'FixedInvestment', id }, 'FixedInvestment'],
    }),
    disableFixedInvestment: build.mutation<FixedInvestmentDetail, { id: number; password: string }>(
      {
        query: ({ id, password }) => ({
          url: '/funds/fixed_investment/{id}/disable/',
          method: 'POST',
          path: { id },
          body: { password },
        }),
        invalidatesTags: ['FixedInvestment'],
      },
    ),
    pauseFixedInvestment: build.mutation<
      FixedInvestmentDetail,
      { id: number; status: 0 | 2; password: string }
    >({
      query: ({ id, status, password }) => ({
        url: '/funds/fixed_investment/{id}/modify/',
        method: 'POST',
        path: { id },
        body: { status, password },
      }),
      invalidatesTags: ['FixedInvestment'],
    }),
    baoInfo: build.query<BaoInfo, void>({
      query: () => ({ url: '/funds/bao/info/' }),
      providesTags: ['Bao'],
    }),
    baoMine: build.query<BaoMine, void>({
      query: () => ({ url: '/funds/bao/mine/' }),
      providesTags: ['Bao'],
    }),
    baoSellInfo: build.query<BaoSellInfo, void>({
      query: () => ({ url: '/funds/bao/sell_info/' }),
      providesTags: ['Bao'],
    }),
    baoTrades: build.query<Page<FundTradeRecord>, PageArgs & { direction?: string }>({
      query: (q) => ({ url: '/funds/bao/trades/', query: { page_size: 20, ...q } }),
      providesTags: ['Bao', 'Trade'],
    }),
    baoIncome: build.query<
      Page<IncomeRow>,
      PageArgs & { type: 'income' | 'year_yld' | 'tenthou_unit_incm' }
    >({
      query: (q) => ({ url: '/funds/income/bao/', query: { page_size: 30, ...q } }),
      providesTags: ['Bao', 'Income'],
    }),
    baoBankCards: build.query<BankCard[], void>({
      query: () => ({ url: '/accounts/bank_cards/mine/' }),
      providesTags: [{ type: 'BankCard', id: 'LIST' }],
    }),
    baoBuy: build.mutation<
      FundTradeRecordDetail,
      { body: { amount: string; bank_card_id: number; password: string }; idempotencyKey: string }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/funds/bao/buy/',
        method: 'POST',
        body,
        headers: idem(idempotencyKey),
      }),
      invalidatesTags: ['Bao', 'Trade', 'Assets'],
    }),
    baoSell: build.mutation<
      FundTradeRecordDetail,
      {
        body: { amount: string; bank_card_id: number; password: string; is_fast?: boolean };
        idempotencyKey: string;
      }
    >({
      query: ({ body, idempotencyKey }) => ({
        url: '/funds/bao/sell/',
        method: 'POST',
        body,
        headers: idem(idempotencyKey),
      }),
      invalidatesTags: ['Bao', 'Trade', 'Assets'],
    }),
  }),
});

export const {
  useMyFundAssetsQuery,
  useMyFundsQuery,
  useMyFundInfoQuery,
  useMyFundSharesQuery,
  useMyTradeQuery,
  useUndoTradeMutation,
  useChangeDiviTypeMutation,
  useFundFixedInvestmentsQuery,
  useMyFixedInvestmentQuery,
  useDisableFixedInvestmentMutation,
  usePauseFixedInvestmentMutation,
  useBaoInfoQuery,
  useBaoMineQuery,
  useBaoSellInfoQuery,
  useBaoBankCardsQuery,
  useBaoBuyMutation,
  useBaoSellMutation,
} = accountFundsApi;
