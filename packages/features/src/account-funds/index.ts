import type { AreaModule } from '../app/area';
import { accountFundsRoutes } from './routes';

/** The 'account-funds' area (spec 001 §2 My funds): holdings, trades, income, 定投, bao. */
export const accountFundsArea: AreaModule = { id: 'account-funds', routes: accountFundsRoutes };
