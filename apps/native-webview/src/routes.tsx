import type { RouteObject } from 'react-router-dom';
import { accountFundsRoutes, accountsRoutes, fundsRoutes } from '@jijin/features';

/**
 * The native shell's route table: the same areas as the browser. What differs between the fund,
 * stock and futures apps (futures pages, the AI chat routes) is filtered by the app frame from
 * the bridge's client detection, not here.
 */
export const routes: RouteObject[] = [...accountsRoutes, ...fundsRoutes, ...accountFundsRoutes];
