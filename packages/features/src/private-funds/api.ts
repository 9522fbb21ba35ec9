import { contractEndpoints } from '../app/contract-api';
import {
  answerPrivateFundRiskQuestions,
  getMyPrivateFundInfo,
  getMyPrivateFundRisk,
  getMyPrivateFundShares,
  getPrivateFundProduct,
  getPrivateFundRiskQuestions,
  listMyPrivateFunds,
  listPrivateFundIncome,
  listPrivateFundTrades,
  reservePrivateFund,
} from '../app/contract.gen';
import { sharedApi } from '../shared/api';

/**
 * The query of the user's private-fund records as every screen of the area reads them: the first
 * page of 50 (reservations and trades; one request shared by the lists and the fund names).
 */
export const PRIVATE_FUND_TRADES_QUERY = { page: 1, page_size: 50 } as const;

const trades = ['PrivateFundTrades'] as const;

/**
 * The private-funds area's contract operations (spec 001 §7 private funds, §6 qualification): the
 * product, the 合格投资者 qualification, the risk questionnaire, the reservation and the user's
 * records, holdings and income. Tags: answering the questionnaire refetches the product
 * (`PrivateFundProduct`, `PrivateFundRisk`), and so does qualifying (`SharedQualification`: the
 * confirmation `setPrivateFundQualified` is injected once in `shared/api.ts`, since accounts'
 * settings confirm it too); a reservation refetches the records, holdings and income
 * (`PrivateFundTrades`).
 */
export const privateFundsApi = sharedApi
  .enhanceEndpoints({
    addTagTypes: ['PrivateFundProduct', 'PrivateFundTrades', 'PrivateFundRisk'],
  })
  .injectEndpoints({
    endpoints: contractEndpoints({
      getPrivateFundProduct,
      getPrivateFundRiskQuestions,
      getMyPrivateFundRisk,
      answerPrivateFundRiskQuestions,
      reservePrivateFund,
      listPrivateFundTrades,
      getMyPrivateFundInfo,
      getMyPrivateFundShares,
      listPrivateFundIncome,
      listMyPrivateFunds,
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      getPrivateFundProduct: { providesTags: ['PrivateFundProduct', 'SharedQualification'] },
      getMyPrivateFundRisk: { providesTags: ['PrivateFundRisk'] },
      answerPrivateFundRiskQuestions: {
        invalidatesTags: ['PrivateFundRisk', 'PrivateFundProduct'],
      },
      reservePrivateFund: { invalidatesTags: [...trades] },
      listPrivateFundTrades: { providesTags: [...trades] },
      getMyPrivateFundInfo: { providesTags: [...trades] },
      getMyPrivateFundShares: { providesTags: [...trades] },
      listPrivateFundIncome: { providesTags: [...trades] },
      listMyPrivateFunds: { providesTags: [...trades] },
    },
  });

export const {
  useGetPrivateFundProductQuery,
  useSetPrivateFundQualifiedMutation,
  useReservePrivateFundMutation,
  useGetPrivateFundRiskQuestionsQuery,
  useGetMyPrivateFundRiskQuery,
  useAnswerPrivateFundRiskQuestionsMutation,
  useListPrivateFundTradesQuery,
  useListMyPrivateFundsQuery,
  useGetMyPrivateFundInfoQuery,
  useGetMyPrivateFundSharesQuery,
  useListPrivateFundIncomeQuery,
} = privateFundsApi;
