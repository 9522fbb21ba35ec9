import { contractEndpoints } from '../app/contract-api';
import {
  exchangeCoins,
  getCoinBalance,
  getCoinExchangeLimitation,
  getMyCashAccount,
  getMyWallet,
  getPaymentPrice,
  getTaskCoin,
  listCoinExchangeTargets,
  listCoinHistory,
  listCoinTasks,
  listWalletChanges,
  recharge,
  withdrawWallet,
} from '../app/contract.gen';
import { sharedApi } from '../shared/api';

/**
 * The coins-wallet area's contract operations (spec 001 §7 Coins, Wallet, Cash and payment),
 * generated from the contract: coins (balance, tasks, history, exchange), the wallet (account,
 * changes, withdraw) and cash (account, price, recharge). Money movements take their
 * `idempotencyKey` (the `Idempotency-Key` header); every movement invalidates the balances it
 * changes. The bank cards a withdrawal goes to are the shared `listMyBankCards`.
 */
export const coinsWalletApi = sharedApi
  .enhanceEndpoints({ addTagTypes: ['CoinsWalletWallet', 'CoinsWalletCoins', 'CoinsWalletCash'] })
  .injectEndpoints({
    endpoints: contractEndpoints({
      getMyWallet,
      withdrawWallet,
      listCoinTasks,
      getTaskCoin,
      getCoinBalance,
      getCoinExchangeLimitation,
      listCoinExchangeTargets,
      exchangeCoins,
      getMyCashAccount,
      getPaymentPrice,
      recharge,
      listCoinHistory,
      listWalletChanges,
    }),
  })
  .enhanceEndpoints({
    endpoints: {
      getMyWallet: { providesTags: ['CoinsWalletWallet'] },
      withdrawWallet: { invalidatesTags: ['CoinsWalletWallet'] },
      listCoinTasks: { providesTags: ['CoinsWalletCoins'] },
      getTaskCoin: { invalidatesTags: ['CoinsWalletCoins'] },
      getCoinBalance: { providesTags: ['CoinsWalletCoins'] },
      getCoinExchangeLimitation: { providesTags: ['CoinsWalletCoins'] },
      exchangeCoins: { invalidatesTags: ['CoinsWalletCoins', 'CoinsWalletWallet'] },
      getMyCashAccount: { providesTags: ['CoinsWalletCash'] },
      recharge: { invalidatesTags: ['CoinsWalletCash'] },
      listCoinHistoryPages: { providesTags: ['CoinsWalletCoins'] },
      listWalletChangesPages: { providesTags: ['CoinsWalletWallet'] },
    },
  });

export const {
  useListCoinHistoryPagesInfiniteQuery,
  useListWalletChangesPagesInfiniteQuery,
  useGetMyWalletQuery,
  useWithdrawWalletMutation,
  useListCoinTasksQuery,
  useGetTaskCoinMutation,
  useGetCoinBalanceQuery,
  useGetCoinExchangeLimitationQuery,
  useListCoinExchangeTargetsQuery,
  useExchangeCoinsMutation,
  useGetMyCashAccountQuery,
  useGetPaymentPriceQuery,
  useRechargeMutation,
} = coinsWalletApi;
