/**
 * The 'coins-wallet' sandbox area (spec 001 §7 Coins, Wallet, Cash and payment): the
 * one ledger of money, coins and coupons, the wallet with withdrawals, coin tasks and exchange,
 * the cash account and recharge. See README.md "Money and rewards".
 */
import { defineArea } from '../define';
import { cashAccount, PAYMENT_SQL, price, recharge } from './cash';
import {
  coinHistory,
  COIN_TASKS_SQL,
  exchange,
  getTaskCoin,
  limitation,
  listTasks,
  seedCoinTasks,
  targets,
} from './coins';
import { balanceOf } from '../../domain/ledger';
import { settleWithdrawals, walletChanges, walletJson, withdraw, WITHDRAWALS_SQL } from './wallet';
import { uid } from '../../http/registry';

export const coinsWalletArea = defineArea({
  id: 'coins-wallet',
  migrations: [
    { id: 1, name: 'withdrawals (the ledger is core migration 8)', sql: WITHDRAWALS_SQL },
    { id: 2, name: 'coin tasks and payment orders', sql: COIN_TASKS_SQL + PAYMENT_SQL },
  ],
  seed: seedCoinTasks,
  userTables: ['wallet_withdrawals', 'payment_orders'],
  marketTables: ['coin_tasks'],
  handlers: {
    'GET /wallets/account/mine/': (req) => walletJson(req.ctx, uid(req)),
    'GET /wallets/account/changes/': (req) =>
      walletChanges(req.ctx, uid(req), req.query.page ?? 1, req.query.page_size ?? 20),
    'POST /wallets/withdraw/': withdraw,
    'GET /coins/tasks/': listTasks,
    'POST /coins/tasks/{id}/get_coin/': getTaskCoin,
    'GET /coins/history/': coinHistory,
    'GET /coins/balance/': (req) => ({
      balance: balanceOf(req.ctx, uid(req), 'coins'),
      expiring: 0,
      expire_date: null,
    }),
    'GET /coins/exchange/limitation/': limitation,
    'GET /coins/exchange/targets/': targets,
    'POST /coins/exchange/': exchange,
    'GET /cash/account/mine/': cashAccount,
    'GET /payment/price/': price,
    'POST /payment/recharge/': recharge,
  },
  onDue: (ctx, today) => ({ withdrawalsArrived: settleWithdrawals(ctx, today) }),
});
