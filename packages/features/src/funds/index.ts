import type { AreaModule } from '../app/area';
import { fundsRoutes } from './routes';

/** The 'funds' area (spec 001 §2): market, search, following, fund detail, buy / sell / 定投. */
export const fundsArea: AreaModule = { id: 'funds', routes: fundsRoutes };
