import { defineArea } from '../define';
import { directoryMigrations } from './directory';
import { listHandlers } from './lists';
import { marketHandlers } from './market';
import { orderHandlers } from './orders';
import { quoteHandlers } from './quotes';
import { STRATEGY_SQL, TAKE_PROFIT_TRADES_SQL, runTakeProfits } from '../../domain/smart-plans';
import { switchHandlers } from './switch';
import { smartPlanHandlers } from './smart-plans';

/**
 * The 'funds' area (spec 001 §2), mirroring features/src/funds: what a user does on a fund's
 * pages — market list, search (over the whole master list, `fund_directory`), fund detail, NAV
 * history, quotes and candles, fee ratios, following, and placing orders (buy / sell fee
 * estimates, buy, sell, a 定投 plan's first date, creation and change, 基金转换).
 * Records of those orders, holdings, income, 定投 lists and bao are the account-funds area's.
 */
export const fundsArea = defineArea({
  id: 'funds',
  migrations: [
    { id: 1, name: 'smart 定投 strategies of plans', sql: STRATEGY_SQL },
    ...directoryMigrations,
    { id: 20, name: 'take-profit redemptions of smart 定投 plans', sql: TAKE_PROFIT_TRADES_SQL },
  ],
  marketTables: ['fund_directory'],
  userTables: ['fixed_investment_strategies', 'fixed_investment_take_profits'],
  onDue: (ctx) => ({ takeProfits: runTakeProfits(ctx) }),
  handlers: {
    ...marketHandlers,
    ...listHandlers,
    ...quoteHandlers,
    ...orderHandlers,
    ...switchHandlers,
    ...smartPlanHandlers,
  },
});
