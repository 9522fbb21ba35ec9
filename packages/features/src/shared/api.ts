import {
  COMPANY_LIST_PAGE_SIZE,
  COMPANY_LIST_SORT,
  SEARCH_SYMBOLS_PAGE_SIZE,
  SEARCH_SYMBOLS_TYPE,
} from '@jijin/core';
import { baseApi, callApi, definedQuery } from '../app/base-api';
import { contractEndpoints } from '../app/contract-api';
import {
  getCategoryTimeline,
  listFollowingManagers,
  listFunds,
  listMyIncome,
  listQuantIndustries,
} from '../app/contract.gen';
import type { ApiData, RequestQuery } from '../app/api-types';

/**
 * Server resources that more than one area reads, each defined once: an area never
 * imports another, so what `accounts`, `funds`, `account-funds` (and the newer areas) all need —
 * the user's settings (open-account step), bank cards, risk profile, assets, income, holdings,
 * fund shares and one 定投 plan, the bank list, the symbol search, a fund's diagnosis and the
 * recommended portfolios — lives here, typed by the contract.
 *
 * Tag ownership: the `Shared*` tags below are the user's account state that several areas CHANGE
 * (a buy in `funds` changes holdings, trades, assets and income that `account-funds` and
 * `accounts` show; binding a card in `accounts` changes the cards `funds` pays with). This module
 * owns them; an area that changes that state invalidates them by name (its api is built on
 * {@link sharedApi}, so the names are typed). Everything else is tagged by its own area with an
 * area-prefixed tag (`FundsFund`, `AccountFundsBao`, `AccountsIdentity`…).
 */
export const SHARED_TAG_TYPES = [
  'SharedSettings',
  'SharedBankCards',
  'SharedRiskProfile',
  'SharedAssets',
  'SharedHoldings',
  'SharedTrades',
  'SharedIncome',
  'SharedFixedInvestments',
  /** The user's coupons: received in `promotion`, offered and spent by the buys in `funds`. */
  'SharedCoupons',
  /** The user's diagnoses: made in `diagnosis` and by the `promotion` landing pages. */
  'SharedDiagnoses',
  /** The recommended portfolios: listed in `portfolios` and `promotion`, changed by a creation. */
  'SharedRecommendedPortfolios',
  /** The unread messages: the badge in `accounts` (我的), read in `messages`. */
  'SharedMessages',
] as const;

export const sharedApi = baseApi
  .enhanceEndpoints({ addTagTypes: SHARED_TAG_TYPES })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /accounts/settings/: the user's settings, incl. `open_account_step` (spec 000 §7). */
      sharedGetSettings: build.query<ApiData<'/accounts/settings/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/accounts/settings/')),
        providesTags: ['SharedSettings'],
      }),
      /** GET /messages/unread/: unread messages in total and per category (the badge in 我的). */
      sharedGetUnreadMessages: build.query<ApiData<'/messages/unread/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/messages/unread/')),
        providesTags: ['SharedMessages'],
      }),
      /** GET /accounts/bank_cards/mine/: the user's bound cards (pay and receive, spec 000 §7). */
      sharedListBankCards: build.query<ApiData<'/accounts/bank_cards/mine/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/accounts/bank_cards/mine/')),
        providesTags: ['SharedBankCards'],
      }),
      /** GET /accounts/banks/: the banks a card may be bound of, with their limits. */
      sharedListBanks: build.query<ApiData<'/accounts/banks/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/accounts/banks/')),
      }),
      /** GET /funds/investment_risk/mine/: the user's risk type and its validity (spec 000 §7). */
      sharedGetRiskProfile: build.query<ApiData<'/funds/investment_risk/mine/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/funds/investment_risk/mine/')),
        providesTags: ['SharedRiskProfile'],
      }),
      /** GET /funds/assets/mine/: the account's totals (spec 000 §3). */
      sharedGetAssets: build.query<ApiData<'/funds/assets/mine/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/funds/assets/mine/')),
        providesTags: ['SharedAssets'],
      }),
      /** GET /funds/income/mine/: the account's daily income, paged (1-based page). */
      sharedListIncome: build.query<
        ApiData<'/funds/income/mine/', 'get'>,
        RequestQuery<'/funds/income/mine/', 'get'>
      >({
        queryFn: (query, api) =>
          callApi(api, (c) =>
            c.get('/funds/income/mine/', { params: { query: definedQuery(query) } }),
          ),
        providesTags: ['SharedIncome'],
      }),
      /** GET /funds/fund/mine/: the funds the user holds (my funds, 一键诊基). */
      sharedListHoldings: build.query<ApiData<'/funds/fund/mine/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/funds/fund/mine/')),
        providesTags: ['SharedHoldings'],
      }),
      /** GET /funds/fund/shares_info/?symbol: the user's shares of one fund (sell, shares info). */
      sharedListFundShares: build.query<ApiData<'/funds/fund/shares_info/', 'get'>, string>({
        queryFn: (symbol, api) =>
          callApi(api, (c) => c.get('/funds/fund/shares_info/', { params: { query: { symbol } } })),
        providesTags: (_r, _e, symbol) => [
          { type: 'SharedHoldings', id: symbol },
          'SharedHoldings',
        ],
      }),
      /** GET /funds/fixed_investment/{id}/: one 定投 plan (detail, and the modify form). */
      sharedGetFixedInvestment: build.query<
        ApiData<'/funds/fixed_investment/{id}/', 'get'>,
        number
      >({
        queryFn: (id, api) =>
          callApi(api, (c) => c.get('/funds/fixed_investment/{id}/', { params: { path: { id } } })),
        providesTags: (_r, _e, id) => [
          { type: 'SharedFixedInvestments', id },
          'SharedFixedInvestments',
        ],
      }),
      /**
       * POST /symbols/funds/{symbol}/analyse/: diagnose a fund (spec 001 §7). Public: a guest's
       * diagnosis is not stored (the 3 free ones are counted on the device, `useGuardedDiagnosis`).
       */
      sharedAnalyseFund: build.mutation<
        ApiData<'/symbols/funds/{symbol}/analyse/', 'post'>,
        string
      >({
        queryFn: (symbol, api) =>
          callApi(api, (c) =>
            c.post('/symbols/funds/{symbol}/analyse/', { params: { path: { symbol } } }),
          ),
        invalidatesTags: ['SharedDiagnoses'],
      }),
      /** GET /portfolio/recommend/ (allow_trade 1; spec 001 §9: 3 a page by default). */
      sharedListRecommendedPortfolios: build.query<
        ApiData<'/portfolio/recommend/', 'get'>,
        { page: number; page_size: number }
      >({
        queryFn: (q, api) =>
          callApi(api, (c) =>
            c.get('/portfolio/recommend/', { params: { query: { allow_trade: 1, ...q } } }),
          ),
        providesTags: ['SharedRecommendedPortfolios'],
      }),
      /** GET /search/symbols/: the first funds matching a term (spec 001 §7, §9: type 3, 5 rows). */
      sharedSearchSymbols: build.query<ApiData<'/search/symbols/', 'get'>, string>({
        queryFn: (q, api) =>
          callApi(api, (c) =>
            c.get('/search/symbols/', {
              params: {
                query: {
                  q,
                  symbol_type: String(SEARCH_SYMBOLS_TYPE),
                  page_size: SEARCH_SYMBOLS_PAGE_SIZE,
                },
              },
            }),
          ),
      }),
      /**
       * GET /symbols/funds/companies/: the fund companies, largest first (spec 001 §9: 200 a page
       * by -assets_total) — the market's and the screener's company filter.
       */
      sharedListCompanies: build.query<ApiData<'/symbols/funds/companies/', 'get'>, void>({
        queryFn: (_arg, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/companies/', {
              params: {
                query: { page: 1, page_size: COMPANY_LIST_PAGE_SIZE, sort: COMPANY_LIST_SORT },
              },
            }),
          ),
      }),
      /**
       * GET /symbols/funds/{symbol}/asset_conf/: a fund's latest disclosed allocation and top
       * holdings (the fund detail and 持仓明细 in `funds`, the 资产配置 tabs in `research`).
       */
      sharedGetAssetConf: build.query<
        ApiData<'/symbols/funds/{symbol}/asset_conf/', 'get'>,
        string
      >({
        queryFn: (symbol, api) =>
          callApi(api, (c) =>
            c.get('/symbols/funds/{symbol}/asset_conf/', { params: { path: { symbol } } }),
          ),
      }),
      /**
       * GET /symbols/{symbol}/holders_analyse/?type=: a fund's held stocks with how many funds
       * hold each, or the funds holding a stock (`funds` holders_analyse, `research` atlas).
       */
      sharedGetHoldersAnalyse: build.query<
        ApiData<'/symbols/{symbol}/holders_analyse/', 'get'>,
        { symbol: string; type?: RequestQuery<'/symbols/{symbol}/holders_analyse/', 'get'>['type'] }
      >({
        queryFn: ({ symbol, type }, api) =>
          callApi(api, (c) =>
            c.get('/symbols/{symbol}/holders_analyse/', {
              params: { path: { symbol }, query: definedQuery({ type }) },
            }),
          ),
      }),
    }),
  })
  // operations read by several areas are injected once, here (each area adds its own tags)
  .injectEndpoints({
    endpoints: contractEndpoints({
      listMyIncome,
      listFunds,
      getCategoryTimeline,
      listFollowingManagers,
      listQuantIndustries,
    }),
  })
  .enhanceEndpoints({ endpoints: { listMyIncomePages: { providesTags: ['SharedIncome'] } } });

export const {
  useListMyIncomePagesInfiniteQuery,
  useSharedGetSettingsQuery,
  useSharedListBankCardsQuery,
  useSharedListBanksQuery,
  useSharedGetRiskProfileQuery,
  useSharedGetAssetsQuery,
  useSharedListIncomeQuery,
  useSharedListHoldingsQuery,
  useSharedListFundSharesQuery,
  useSharedAnalyseFundMutation,
  useSharedListRecommendedPortfoliosQuery,
  useSharedGetFixedInvestmentQuery,
  useSharedSearchSymbolsQuery,
  useSharedListCompaniesQuery,
  useSharedGetAssetConfQuery,
  useSharedGetHoldersAnalyseQuery,
  useSharedGetUnreadMessagesQuery,
} = sharedApi;
