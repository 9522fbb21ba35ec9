import { defineArea } from '../define';
import { directoryMigrations } from './directory';
import { listHandlers } from './lists';
import { marketHandlers } from './market';
import { orderHandlers } from './orders';
import { quoteHandlers } from './quotes';

/**
 * The 'funds' area (spec 001 §2), mirroring features/src/funds: what a user does on a fund's
 * pages — market list, search (over the whole master list, `fund_directory`), fund detail, NAV
 * history, quotes and candles, fee ratios, following, and placing orders (buy / sell fee
 * estimates, buy, sell, a 定投 plan's first date, creation and change).
 * Records of those orders, holdings, income, 定投 lists and bao are the account-funds area's.
 */
export const fundsArea = defineArea({
  id: 'funds',
  migrations: directoryMigrations,
  marketTables: ['fund_directory'],
  handlers: { ...marketHandlers, ...listHandlers, ...quoteHandlers, ...orderHandlers },
});
