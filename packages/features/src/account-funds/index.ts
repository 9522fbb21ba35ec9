import type { ComponentType } from 'react';
import { authRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';
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
    authRoute(appRoutes.myFunds.pattern, () => import('./screens/holdings-screen')),
    authRoute(appRoutes.trades.pattern, () => import('./screens/trades-screen')),
    authRoute(appRoutes.tradeDetail.pattern, () => import('./screens/trade-detail-screen')),
    authRoute(appRoutes.fundsIncome.pattern, () => import('./screens/income-screen')),
    authRoute(appRoutes.fundsReturns.pattern, () => import('./screens/returns-screen')),
    authRoute(appRoutes.fundsAnalysis.pattern, () => import('./screens/analysis-screen')),
    authRoute(
      appRoutes.fixedInvestments.pattern,
      () => import('./screens/fixed-investments-screen'),
    ),
    authRoute(
      appRoutes.fixedInvestmentDetail.pattern,
      () => import('./screens/fixed-investment-detail-screen'),
    ),
    authRoute(appRoutes.bao.pattern, () => import('./screens/bao-screen')),
    authRoute(appRoutes.baoBuy.pattern, () => import('./screens/bao-transfer-screen')),
    authRoute(appRoutes.baoSell.pattern, () => import('./screens/bao-sell-screen')),
    authRoute(appRoutes.baoTrades.pattern, () => import('./screens/bao-trades-screen')),
    authRoute(appRoutes.baoIncomeHistory.pattern, () => import('./screens/bao-income-screen')),
    symbolRoute(appRoutes.holding.pattern, () => import('./screens/holding-detail-screen')),
    symbolRoute(appRoutes.holdingDiviType.pattern, () => import('./screens/divi-type-screen')),
    symbolRoute(appRoutes.holdingIncomeList.pattern, () => import('./screens/income-screen')),
    symbolRoute(appRoutes.holdingTradeRecordList.pattern, () => import('./screens/trades-screen')),
    symbolRoute(
      appRoutes.holdingFixedInvestment.pattern,
      () => import('./screens/fund-fixed-screen'),
    ),
    symbolRoute(appRoutes.holdingSharesInfo.pattern, () => import('./screens/shares-info-screen')),
  ],
};
