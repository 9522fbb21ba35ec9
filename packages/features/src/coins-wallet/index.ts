import { authRoute, type AreaModule } from '../app/area';

/**
 * The 'coins-wallet' area (spec 001 §2 Coins and wallet, §7 Coins, Wallet, Cash and payment):
 * coins with tasks and exchange, the coin history, the wallet's account changes, withdraw, and the
 * cash account with recharge. Every screen is behind login.
 */
export const coinsWalletArea: AreaModule = {
  id: 'coins-wallet',
  routes: [
    authRoute('/coins/', () => import('./screens/coins-screen')),
    authRoute('/coins/history/', () => import('./screens/coins-history-screen')),
    authRoute('/wallets/account_changes/', () => import('./screens/wallet-changes-screen')),
    authRoute('/wallets/withdraw/', () => import('./screens/withdraw-screen')),
    authRoute('/cash/account/', () => import('./screens/cash-screen')),
  ],
};
