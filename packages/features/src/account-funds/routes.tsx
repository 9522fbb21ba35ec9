import type { RouteObject } from 'react-router-dom';

/** The route table of the 'account-funds' area (lazy screens). */
export const accountFundsRoutes: RouteObject[] = [];
