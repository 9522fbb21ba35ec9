import { LOGIN_PATH as CORE_LOGIN_PATH, loginUrl } from '@jijin/core/navigation';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from './store';
import { selectIsLoggedIn } from './auth-slice';

/** The login route (spec 000 §2). */
export const LOGIN_PATH = CORE_LOGIN_PATH;

/**
 * The login URL carrying `next` = the encoded current path + query (spec 000 §2; core's
 * `loginUrl`).
 * @param pathWithQuery path + query on our origin, e.g. `/s/000001/buy/?amount=1000`
 */
export function loginPathFor(pathWithQuery: string): string {
  return loginUrl(pathWithQuery);
}

/**
 * Guards a route: a guest is sent to login with `next` set to where they were going
 * (spec 000 §2); a logged-in user sees `children` (or the nested routes when used as a layout).
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  return <>{children ?? <Outlet />}</>;
}
