/**
 * The 'research' sandbox area (spec 001 §2 "Fund and stock detail", "Funds market";
 * §7 "Symbols, following, research", "Statuses", "Users"): fund-detail sub-pages on real holdings,
 * indexes, stocks, the screener, comparison, fund styles, sectors, posts and users. Data and
 * methods: README "Research area".
 */
import { defineArea } from '../define';
import { followingHandlers } from './following';
import { fundPageHandlers } from './fund-pages';
import { fundHoldingStyle, fundTopHoldings, indexCloses, shenwanStocks } from './hooks';
import { marketBoardHandlers } from './market-board';
import { marketHandlers } from './market-pages';
import { fundScreenHandlers } from './fund-screens';
import { seedStatuses, statusHandlers, statusUserTables } from './statuses';
import { statusMigrations } from './status-tables';

export const researchArea = defineArea({
  id: 'research',
  migrations: statusMigrations,
  seed: seedStatuses,
  userTables: statusUserTables,
  // The example posts are sandbox-authored seed content: reset keeps them.
  marketTables: ['research_example_statuses'],
  provides: { indexCloses, fundHoldingStyle, shenwanStocks, fundTopHoldings },
  handlers: {
    ...fundPageHandlers,
    ...marketHandlers,
    ...fundScreenHandlers,
    ...marketBoardHandlers,
    ...followingHandlers,
    ...statusHandlers,
  },
});
