import { areaScreens, type AreaModule } from '../app/area';

const { authRoute } = areaScreens(() => import('./coins-wallet-screens'));

/**
 * The 'coins-wallet' area (spec 001 §2 Coins and wallet, §7 Coins, Wallet, Cash and payment):
 * coins with tasks and exchange, the coin history, the wallet's account changes, withdraw, and the
 * cash account with recharge. Every screen is behind login.
 */
export const coinsWalletArea: AreaModule = {
  id: 'coins-wallet',
  routes: [
    authRoute('/coins/', 'coins-screen'),
    authRoute('/coins/history/', 'coins-history-screen'),
    authRoute('/wallets/account_changes/', 'wallet-changes-screen'),
    authRoute('/wallets/withdraw/', 'withdraw-screen'),
    authRoute('/cash/account/', 'cash-screen'),
  ],
};
