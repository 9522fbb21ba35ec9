import {
  COMPANY_LIST_PAGE_SIZE,
  COMPANY_LIST_SORT,
  SEARCH_SYMBOLS_PAGE_SIZE,
  SEARCH_SYMBOLS_TYPE,
} from './constants';
import { baseApi } from '../app/base-api';
import { contractEndpoints, type OperationArgs } from '../app/contract-api';
import {
  analyseFund,
  followSymbol,
  getCategoryTimeline,
  getFixedInvestment,
  getFundAssetConf,
  getHoldersAnalyse,
  getMyAssets,
  getMyFundShares,
  getMyRiskProfile,
  getSettings,
  getUnreadMessages,
  listBanks,
  listFollowingFunds,
  listFollowingManagers,
  listFundCompanies,
  listFunds,
  listIndexes,
  listMyBankCards,
  listMyFunds,
  listMyIncome,
  listQuantIndustries,
  listRecommendedPortfolios,
  searchSymbols,
  setPrivateFundQualified,
  unfollowSymbol,
} from '../app/contract.gen';

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
  /** The user's 自选: listed in `research`, `home` and `diagnosis`, followed in three areas. */
  'SharedFollowing',
  /** The 合格投资者 qualification: set in `accounts` and `private-funds`, read by the product. */
  'SharedQualification',
] as const;

/**
 * The arguments of the fund search as you type (GET /search/symbols/, spec 001 §7, §9): funds
 * only (`symbol_type` {@link SEARCH_SYMBOLS_TYPE}), the first {@link SEARCH_SYMBOLS_PAGE_SIZE} rows.
 * @param q the term: code, name or pinyin initials
 */
export function fundSearchArgs(q: string): OperationArgs<typeof searchSymbols> {
  return { q, symbol_type: String(SEARCH_SYMBOLS_TYPE), page_size: SEARCH_SYMBOLS_PAGE_SIZE };
}

/**
 * The arguments of the fund companies list (GET /symbols/funds/companies/, spec 001 §9): the
 * first {@link COMPANY_LIST_PAGE_SIZE} by {@link COMPANY_LIST_SORT} (largest first) — the
 * market's and the screener's company filter.
 */
export const COMPANY_LIST_ARGS: OperationArgs<typeof listFundCompanies> = {
  page: 1,
  page_size: COMPANY_LIST_PAGE_SIZE,
  sort: COMPANY_LIST_SORT,
};

/**
 * The arguments of a page of the recommended portfolios (GET /portfolio/recommend/, spec 001 §9):
 * only the ones that can be bought (`allow_trade` 1).
 * @param page 1-based page
 * @param page_size rows a page (spec 001 §9: 3 by default)
 */
export function recommendedPortfoliosArgs(
  page: number,
  page_size: number,
): OperationArgs<typeof listRecommendedPortfolios> {
  return { allow_trade: 1, page, page_size };
}

const symbolShares = (_r: unknown, _e: unknown, arg: { symbol?: string } | void) => [
  ...(arg?.symbol ? [{ type: 'SharedHoldings' as const, id: arg.symbol }] : []),
  'SharedHoldings' as const,
];
const fixedInvestment = (_r: unknown, _e: unknown, { id }: { id: number }) => [
  { type: 'SharedFixedInvestments' as const, id },
  'SharedFixedInvestments' as const,
];

/**
 * The operations read by several areas, injected once here from the contract (hooks named by
 * operationId, arguments flat: `useGetMyFundSharesQuery({ symbol })`): the user's settings
 * (`getSettings`, incl. `open_account_step`, spec 000 §7), unread messages (`getUnreadMessages`,
 * the badge in 我的), bound cards (`listMyBankCards`) and the banks (`listBanks`), the risk
 * profile (`getMyRiskProfile`), the account's totals, income, held funds and one fund's shares
 * (`getMyAssets`, `listMyIncome`, `listMyFunds`, `getMyFundShares` `{ symbol }`, spec 000 §3),
 * one 定投 plan (`getFixedInvestment` `{ id }`), a fund's diagnosis (`analyseFund` `{ symbol }`,
 * spec 001 §7; public: a guest's diagnosis is not stored, the 3 free ones are counted on the
 * device by `useGuardedDiagnosis`), the recommended portfolios ({@link recommendedPortfoliosArgs}),
 * the symbol search ({@link fundSearchArgs}), the fund companies ({@link COMPANY_LIST_ARGS}), a
 * fund's allocation and top holdings (`getFundAssetConf` `{ symbol }`), the holders analysis
 * (`getHoldersAnalyse` `{ symbol, type? }`), the fund list, the timelines, the followed managers,
 * the quant industries, the index quotes (`listIndexes`), 加自选 / 删自选 (`followSymbol` /
 * `unfollowSymbol` `{ id }`), the 自选 funds (`listFollowingFunds`) and the 合格投资者
 * confirmation (`setPrivateFundQualified` `{ body }`, spec 001 §6).
 *
 * Their `Shared*` tags are set here, once; an area adds tags only to the operations it injects.
 */
export const sharedApi = baseApi
  .enhanceEndpoints({ addTagTypes: SHARED_TAG_TYPES })
  .injectEndpoints({
    endpoints: contractEndpoints({
      getSettings,
      getUnreadMessages,
      listMyBankCards,
      listBanks,
      getMyRiskProfile,
      getMyAssets,
      listMyIncome,
      listMyFunds,
      getMyFundShares,
      getFixedInvestment,
      analyseFund,
      listRecommendedPortfolios,
      searchSymbols,
      listFundCompanies,
      getFundAssetConf,
      getHoldersAnalyse,
      listFunds,
      getCategoryTimeline,
      listFollowingManagers,
      listQuantIndustries,
      listIndexes,
      followSymbol,
      unfollowSymbol,
      listFollowingFunds,
      setPrivateFundQualified,
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      getSettings: { providesTags: ['SharedSettings'] },
      getUnreadMessages: { providesTags: ['SharedMessages'] },
      listMyBankCards: { providesTags: ['SharedBankCards'] },
      getMyRiskProfile: { providesTags: ['SharedRiskProfile'] },
      getMyAssets: { providesTags: ['SharedAssets'] },
      listMyIncome: { providesTags: ['SharedIncome'] },
      listMyIncomePages: { providesTags: ['SharedIncome'] },
      listMyFunds: { providesTags: ['SharedHoldings'] },
      getMyFundShares: { providesTags: symbolShares },
      getFixedInvestment: { providesTags: fixedInvestment },
      analyseFund: { invalidatesTags: ['SharedDiagnoses'] },
      listRecommendedPortfolios: { providesTags: ['SharedRecommendedPortfolios'] },
      listFollowingFunds: { providesTags: ['SharedFollowing'] },
      followSymbol: { invalidatesTags: ['SharedFollowing'] },
      unfollowSymbol: { invalidatesTags: ['SharedFollowing'] },
      setPrivateFundQualified: { invalidatesTags: ['SharedSettings', 'SharedQualification'] },
    },
  });

export const {
  useListMyIncomePagesInfiniteQuery,
  useGetSettingsQuery,
  useListMyBankCardsQuery,
  useListBanksQuery,
  useGetMyRiskProfileQuery,
  useGetMyAssetsQuery,
  useListMyIncomeQuery,
  useListMyFundsQuery,
  useGetMyFundSharesQuery,
  useAnalyseFundMutation,
  useListRecommendedPortfoliosQuery,
  useGetFixedInvestmentQuery,
  useSearchSymbolsQuery,
  useListFundCompaniesQuery,
  useGetFundAssetConfQuery,
  useGetHoldersAnalyseQuery,
  useGetUnreadMessagesQuery,
  useListIndexesQuery,
  useFollowSymbolMutation,
  useUnfollowSymbolMutation,
  useListFollowingFundsQuery,
  useSetPrivateFundQualifiedMutation,
} = sharedApi;
