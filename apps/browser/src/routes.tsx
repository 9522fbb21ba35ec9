import type { RouteObject } from 'react-router-dom';
import { accountFundsRoutes, accountsRoutes, fundsRoutes } from '@jijin/features';

/**
 * The browser shell's route table: every area's routes, composed here (features never import
 * each other). The frame adds home, search, FAQ, safety, app download and not-found itself.
 */
export const routes: RouteObject[] = [...accountsRoutes, ...fundsRoutes, ...accountFundsRoutes];
