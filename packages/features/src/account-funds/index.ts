import { areaScreens, authRoute as loadedAuthRoute, type AreaModule } from '../app/area';
import { forFundSymbol } from './components/fund-symbol';

const { authRoute, screen } = areaScreens(() => import('./account-funds-screens'));

/** An account-funds route under `/accounts/funds/:symbol/`: only a fund code reaches the screen. */
const symbolRoute = (path: string, name: Parameters<typeof screen>[0]) =>
  loadedAuthRoute(path, async () => ({ default: forFundSymbol((await screen(name)()).default) }));

/**
 * The 'account-funds' area (spec 001 §2 "My funds, bao"), every screen behind login: holdings and
 * their sub-pages, trade records and detail, income, fixed investments and bao.
 */
export const accountFundsArea: AreaModule = {
  id: 'account-funds',
  routes: [
    authRoute('/accounts/funds/', 'holdings-screen'),
    authRoute('/accounts/funds/trades/', 'trades-screen'),
    authRoute('/accounts/funds/trades/:id', 'trade-detail-screen'),
    authRoute('/accounts/funds/income/', 'income-screen'),
    authRoute('/accounts/funds/fixed_investments/', 'fixed-investments-screen'),
    authRoute('/accounts/funds/fixed_investments/:id/', 'fixed-investment-detail-screen'),
    authRoute('/accounts/funds/bao/', 'bao-screen'),
    authRoute('/accounts/funds/bao/buy/', 'bao-transfer-screen'),
    authRoute('/accounts/funds/bao/sell/', 'bao-sell-screen'),
    authRoute('/accounts/funds/bao/trades/', 'bao-trades-screen'),
    authRoute('/accounts/funds/bao/income_history/', 'bao-income-screen'),
    symbolRoute('/accounts/funds/:symbol/', 'holding-detail-screen'),
    symbolRoute('/accounts/funds/:symbol/divi_type/', 'divi-type-screen'),
    symbolRoute('/accounts/funds/:symbol/income_list/', 'income-screen'),
    symbolRoute('/accounts/funds/:symbol/trade_record_list/', 'trades-screen'),
    symbolRoute('/accounts/funds/:symbol/fixed_investment/', 'fund-fixed-screen'),
    symbolRoute('/accounts/funds/:symbol/shares_info/', 'shares-info-screen'),
  ],
};
