import { contractEndpoints } from '../app/contract-api';
import {
  bindFuturesAccount,
  getFuturesIncomeRealtime,
  getFuturesInstrument,
  getFuturesProduct,
  listFuturesIncomeDaily,
  listFuturesProductReviews,
  listFuturesProducts,
  listMyFuturesAccounts,
  setDefaultFuturesAccount,
} from '../app/contract.gen';
import { baseApi } from '../app/base-api';

/**
 * The futures area's contract operations (spec 001 §7 Futures). Products, reviews and
 * instruments are public; accounts and income are the user's (tag `FuturesAccount`: binding an
 * account or choosing the default one refetches the accounts and the income).
 */
export const futuresApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['FuturesAccount'] })
  .injectEndpoints({
    endpoints: contractEndpoints({
      listFuturesProducts,
      getFuturesProduct,
      listFuturesProductReviews,
      getFuturesInstrument,
      listMyFuturesAccounts,
      bindFuturesAccount,
      setDefaultFuturesAccount,
      getFuturesIncomeRealtime,
      listFuturesIncomeDaily,
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      listMyFuturesAccounts: { providesTags: ['FuturesAccount'] },
      bindFuturesAccount: { invalidatesTags: ['FuturesAccount'] },
      setDefaultFuturesAccount: { invalidatesTags: ['FuturesAccount'] },
      getFuturesIncomeRealtime: { providesTags: ['FuturesAccount'] },
      listFuturesIncomeDaily: { providesTags: ['FuturesAccount'] },
    },
  });

export const {
  useListFuturesProductsQuery,
  useGetFuturesProductQuery,
  useListFuturesProductReviewsQuery,
  useGetFuturesInstrumentQuery,
  useListMyFuturesAccountsQuery,
  useBindFuturesAccountMutation,
  useSetDefaultFuturesAccountMutation,
  useGetFuturesIncomeRealtimeQuery,
  useListFuturesIncomeDailyQuery,
} = futuresApi;
