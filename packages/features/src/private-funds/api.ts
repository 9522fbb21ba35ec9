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
  setPrivateFundQualified,
} from '../app/contract.gen';
import { baseApi } from '../app/base-api';

/**
 * The query of the user's private-fund records as every screen of the area reads them: the first
 * page of 50 (reservations and trades; one request shared by the lists and the fund names).
 */
export const PRIVATE_FUND_TRADES_QUERY = { page: 1, page_size: 50 } as const;

const trades = ['PrivateFundTrades'] as const;

/**
 * The private-funds area's contract operations (spec 001 §7 private funds, §6 qualification): the
 * product, the 合格投资者 qualification, the risk questionnaire, the reservation and the user's
 * records, holdings and income. Tags: qualifying or answering the questionnaire refetches the
 * product (`PrivateFundProduct`, `PrivateFundRisk`); a reservation refetches the records,
 * holdings and income (`PrivateFundTrades`).
 */
export const privateFundsApi = baseApi
  .enhanceEndpoints({
    addTagTypes: ['PrivateFundProduct', 'PrivateFundTrades', 'PrivateFundRisk'],
  })
  .injectEndpoints({
    endpoints: contractEndpoints({
      getPrivateFundProduct,
      setPrivateFundQualified,
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
      getPrivateFundProduct: { providesTags: ['PrivateFundProduct'] },
      setPrivateFundQualified: { invalidatesTags: ['PrivateFundProduct'] },
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
