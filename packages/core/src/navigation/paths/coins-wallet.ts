import { withQuery } from './query';

/**
 * Screens of the 'coins-wallet' area (spec 001 §2 Coins and wallet, §7 Cash and payment). The
 * withdraw and cash screens are designed paths (the spec names only their calls).
 */
export const coinsWalletPaths = {
  coins: (q?: { showExchange?: boolean }) =>
    withQuery('/coins/', { showExchange: q?.showExchange ? 'true' : undefined }),
  coinsHistory: () => '/coins/history/',
  walletChanges: () => '/wallets/account_changes/',
  walletWithdraw: () => '/wallets/withdraw/',
  cashAccount: () => '/cash/account/',
} as const;
