import { route, withQuery } from './route';

/**
 * Screens of the 'coins-wallet' area (spec 001 §2 Coins and wallet, §7 Cash and payment). The
 * withdraw and cash screens are designed paths (the spec names only their calls).
 */
export const coinsWalletRoutes = {
  coins: route('/coins/', (q?: { showExchange?: boolean }) =>
    withQuery('/coins/', { showExchange: q?.showExchange ? 'true' : undefined }),
  ),
  coinsHistory: route('/coins/history/'),
  walletChanges: route('/wallets/account_changes/'),
  walletWithdraw: route('/wallets/withdraw/'),
  cashAccount: route('/cash/account/'),
} as const;
