import type { ComponentType } from 'react';
import { authRoute, type AreaModule } from '../app/area';
import { forFundSymbol } from './components/fund-symbol';

/** An account-funds route under `/accounts/funds/:symbol/`: only a fund code reaches the screen. */
const symbolRoute = (path: string, load: () => Promise<{ default: ComponentType }>) =>
  authRoute(path, async () => ({ default: forFundSymbol((await load()).default) }));

/**
 * The 'account-funds' area (spec 001 §2 "My funds, bao"), every screen behind login: holdings and
 * their sub-pages, trade records and detail, income, fixed investments and bao.
 */
export const accountFundsArea: AreaModule = {
  id: 'account-funds',
  routes: [
    authRoute('/accounts/funds/', () => import('./screens/holdings-screen')),
    authRoute('/accounts/funds/trades/', () => import('./screens/trades-screen')),
    authRoute('/accounts/funds/trades/:id', () => import('./screens/trade-detail-screen')),
    authRoute('/accounts/funds/income/', () => import('./screens/income-screen')),
    authRoute('/accounts/funds/returns/', () => import('./screens/returns-screen')),
    authRoute('/accounts/funds/analysis/', () => import('./screens/analysis-screen')),
    authRoute(
      '/accounts/funds/fixed_investments/',
      () => import('./screens/fixed-investments-screen'),
    ),
    authRoute(
      '/accounts/funds/fixed_investments/:id/',
      () => import('./screens/fixed-investment-detail-screen'),
    ),
    authRoute('/accounts/funds/bao/', () => import('./screens/bao-screen')),
    authRoute('/accounts/funds/bao/buy/', () => import('./screens/bao-transfer-screen')),
    authRoute('/accounts/funds/bao/sell/', () => import('./screens/bao-sell-screen')),
    authRoute('/accounts/funds/bao/trades/', () => import('./screens/bao-trades-screen')),
    authRoute('/accounts/funds/bao/income_history/', () => import('./screens/bao-income-screen')),
    symbolRoute('/accounts/funds/:symbol/', () => import('./screens/holding-detail-screen')),
    symbolRoute('/accounts/funds/:symbol/divi_type/', () => import('./screens/divi-type-screen')),
    symbolRoute('/accounts/funds/:symbol/income_list/', () => import('./screens/income-screen')),
    symbolRoute(
      '/accounts/funds/:symbol/trade_record_list/',
      () => import('./screens/trades-screen'),
    ),
    symbolRoute(
      '/accounts/funds/:symbol/fixed_investment/',
      () => import('./screens/fund-fixed-screen'),
    ),
    symbolRoute(
      '/accounts/funds/:symbol/shares_info/',
      () => import('./screens/shares-info-screen'),
    ),
  ],
};
