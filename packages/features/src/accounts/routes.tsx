import type { RouteObject } from 'react-router-dom';

/** The route table of the 'accounts' area (lazy screens). */
export const accountsRoutes: RouteObject[] = [];
