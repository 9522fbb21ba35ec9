import type { RouteObject } from 'react-router-dom';
import { accountFundsRoutes, accountsRoutes, fundsRoutes } from '@jijin/features';

/**
 * The mini-program shell's route table: the same areas as the browser. The login route is
 * answered by the mini-program's own login page (the app frame's host login, from the bridge).
 */
export const routes: RouteObject[] = [...accountsRoutes, ...fundsRoutes, ...accountFundsRoutes];
