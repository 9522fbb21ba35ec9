import type { AreaModule } from '../app/area';
import { accountsRoutes } from './routes';

/** The 'accounts' area (spec 000): login, signup, mine, settings, cards, trade password, risk test. */
export const accountsArea: AreaModule = { id: 'accounts', routes: accountsRoutes };
