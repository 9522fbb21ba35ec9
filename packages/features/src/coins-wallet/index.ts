import { authRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/**
 * The 'coins-wallet' area (spec 001 §2 Coins and wallet, §7 Coins, Wallet, Cash and payment):
 * coins with tasks and exchange, the coin history, the wallet's account changes, withdraw, and the
 * cash account with recharge. Every screen is behind login.
 */
export const coinsWalletArea: AreaModule = {
  id: 'coins-wallet',
  routes: [
    authRoute(appRoutes.coins.pattern, () => import('./screens/coins-screen')),
    authRoute(appRoutes.coinsHistory.pattern, () => import('./screens/coins-history-screen')),
    authRoute(appRoutes.walletChanges.pattern, () => import('./screens/wallet-changes-screen')),
    authRoute(appRoutes.walletWithdraw.pattern, () => import('./screens/withdraw-screen')),
    authRoute(appRoutes.cashAccount.pattern, () => import('./screens/cash-screen')),
  ],
};
