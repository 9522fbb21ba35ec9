import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../app/guard';

/** A lazily loaded screen behind login (every account page needs the user). */
const guarded =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => {
    const { default: Screen } = await load();
    return {
      element: (
        <RequireAuth>
          <Screen />
        </RequireAuth>
      ),
    };
  };

/**
 * The route table of the 'account-funds' area (spec 001 §2 "My funds, bao"): holdings and their
 * sub-pages, trade records and detail, income, fixed investments and bao.
 */
export const accountFundsRoutes: RouteObject[] = [
  { path: '/accounts/funds/', lazy: guarded(() => import('./screens/holdings-screen')) },
  { path: '/accounts/funds/trades/', lazy: guarded(() => import('./screens/trades-screen')) },
  {
    path: '/accounts/funds/trades/:id',
    lazy: guarded(() => import('./screens/trade-detail-screen')),
  },
  { path: '/accounts/funds/income/', lazy: guarded(() => import('./screens/income-screen')) },
  {
    path: '/accounts/funds/fixed_investments/',
    lazy: guarded(() => import('./screens/fixed-investments-screen')),
  },
  {
    path: '/accounts/funds/fixed_investments/:id/',
    lazy: guarded(() => import('./screens/fixed-investment-detail-screen')),
  },
  { path: '/accounts/funds/bao/', lazy: guarded(() => import('./screens/bao-screen')) },
  {
    path: '/accounts/funds/bao/buy/',
    lazy: guarded(() => import('./screens/bao-transfer-screen')),
  },
  { path: '/accounts/funds/bao/sell/', lazy: guarded(() => import('./screens/bao-sell-screen')) },
  {
    path: '/accounts/funds/bao/trades/',
    lazy: guarded(() => import('./screens/bao-trades-screen')),
  },
  {
    path: '/accounts/funds/bao/income_history/',
    lazy: guarded(() => import('./screens/bao-income-screen')),
  },
  {
    path: '/accounts/funds/:symbol/',
    lazy: guarded(() => import('./screens/holding-detail-screen')),
  },
  {
    path: '/accounts/funds/:symbol/divi_type/',
    lazy: guarded(() => import('./screens/divi-type-screen')),
  },
  {
    path: '/accounts/funds/:symbol/income_list/',
    lazy: guarded(() => import('./screens/income-screen')),
  },
  {
    path: '/accounts/funds/:symbol/trade_record_list/',
    lazy: guarded(() => import('./screens/trades-screen')),
  },
  {
    path: '/accounts/funds/:symbol/fixed_investment/',
    lazy: guarded(() => import('./screens/fund-fixed-screen')),
  },
  {
    path: '/accounts/funds/:symbol/shares_info/',
    lazy: guarded(() => import('./screens/shares-info-screen')),
  },
];
