import { baseApi, callApi } from '../app/base-api';
import { contractEndpoints } from '../app/contract-api';
import { listCoinHistory, listWalletChanges } from '../app/contract.gen';
import type { ApiData, RequestBody } from '../app/api-types';

/** A money-moving call carries the attempt's Idempotency-Key (same key -> same movement). */
interface Idempotent<B> {
  body: B;
  idempotencyKey: string;
}

/** A page of a list call (1-based `page`). */
export interface PageArgs {
  page: number;
  page_size?: number;
}

/**
 * The coins-wallet area's calls (spec 001 §7 Coins, Wallet, Cash and payment): typed through the
 * contract with `callApi`. Every movement invalidates the balances it changes.
 */
export const coinsWalletApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['CoinsWalletWallet', 'CoinsWalletCoins', 'CoinsWalletCash'] })
  .injectEndpoints({
    endpoints: (build) => ({
      coinsWalletGetWallet: build.query<ApiData<'/wallets/account/mine/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/wallets/account/mine/')),
        providesTags: ['CoinsWalletWallet'],
      }),
      coinsWalletBankCards: build.query<ApiData<'/accounts/bank_cards/mine/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/accounts/bank_cards/mine/')),
      }),
      coinsWalletWithdraw: build.mutation<
        ApiData<'/wallets/withdraw/', 'post'>,
        Idempotent<RequestBody<'/wallets/withdraw/', 'post'>>
      >({
        queryFn: ({ body, idempotencyKey }, api) =>
          callApi(api, (c) =>
            c.post('/wallets/withdraw/', {
              params: { header: { 'Idempotency-Key': idempotencyKey } },
              body,
            }),
          ),
        invalidatesTags: ['CoinsWalletWallet'],
      }),
      coinsWalletTasks: build.query<ApiData<'/coins/tasks/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/coins/tasks/')),
        providesTags: ['CoinsWalletCoins'],
      }),
      coinsWalletGetTaskCoin: build.mutation<
        ApiData<'/coins/tasks/{id}/get_coin/', 'post'>,
        number
      >({
        queryFn: (id, api) =>
          callApi(api, (c) => c.post('/coins/tasks/{id}/get_coin/', { params: { path: { id } } })),
        invalidatesTags: ['CoinsWalletCoins'],
      }),
      coinsWalletBalance: build.query<ApiData<'/coins/balance/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/coins/balance/')),
        providesTags: ['CoinsWalletCoins'],
      }),
      coinsWalletLimitation: build.query<ApiData<'/coins/exchange/limitation/', 'get'>, number>({
        queryFn: (target, api) =>
          callApi(api, (c) =>
            c.get('/coins/exchange/limitation/', { params: { query: { target } } }),
          ),
        providesTags: ['CoinsWalletCoins'],
      }),
      coinsWalletTargets: build.query<ApiData<'/coins/exchange/targets/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/coins/exchange/targets/')),
      }),
      coinsWalletExchange: build.mutation<
        ApiData<'/coins/exchange/', 'post'>,
        Idempotent<RequestBody<'/coins/exchange/', 'post'>>
      >({
        queryFn: ({ body, idempotencyKey }, api) =>
          callApi(api, (c) =>
            c.post('/coins/exchange/', {
              params: { header: { 'Idempotency-Key': idempotencyKey } },
              body,
            }),
          ),
        invalidatesTags: ['CoinsWalletCoins', 'CoinsWalletWallet'],
      }),
      coinsWalletCashAccount: build.query<ApiData<'/cash/account/mine/', 'get'>, void>({
        queryFn: (_arg, api) => callApi(api, (c) => c.get('/cash/account/mine/')),
        providesTags: ['CoinsWalletCash'],
      }),
      coinsWalletPrice: build.query<ApiData<'/payment/price/', 'get'>, string>({
        queryFn: (code, api) =>
          callApi(api, (c) => c.get('/payment/price/', { params: { query: { code } } })),
      }),
      coinsWalletRecharge: build.mutation<
        ApiData<'/payment/recharge/', 'post'>,
        Idempotent<RequestBody<'/payment/recharge/', 'post'>>
      >({
        queryFn: ({ body, idempotencyKey }, api) =>
          callApi(api, (c) =>
            c.post('/payment/recharge/', {
              params: { header: { 'Idempotency-Key': idempotencyKey } },
              body,
            }),
          ),
        invalidatesTags: ['CoinsWalletCash'],
      }),
    }),
  })
  .injectEndpoints({ endpoints: contractEndpoints({ listCoinHistory, listWalletChanges }) })
  .enhanceEndpoints({
    endpoints: {
      listCoinHistoryPages: { providesTags: ['CoinsWalletCoins'] },
      listWalletChangesPages: { providesTags: ['CoinsWalletWallet'] },
    },
  });

export const {
  useListCoinHistoryPagesInfiniteQuery,
  useListWalletChangesPagesInfiniteQuery,
  useCoinsWalletGetWalletQuery,
  useCoinsWalletBankCardsQuery,
  useCoinsWalletWithdrawMutation,
  useCoinsWalletTasksQuery,
  useCoinsWalletGetTaskCoinMutation,
  useCoinsWalletBalanceQuery,
  useCoinsWalletLimitationQuery,
  useCoinsWalletTargetsQuery,
  useCoinsWalletExchangeMutation,
  useCoinsWalletCashAccountQuery,
  useCoinsWalletPriceQuery,
  useCoinsWalletRechargeMutation,
} = coinsWalletApi;
