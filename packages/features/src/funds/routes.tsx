import type { RouteObject } from 'react-router-dom';

/** The route table of the 'funds' area (lazy screens). */
export const fundsRoutes: RouteObject[] = [];
