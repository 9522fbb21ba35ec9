import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from './store';
import { selectIsLoggedIn } from './auth-slice';

/** The login route (spec 000 §2). */
export const LOGIN_PATH = '/accounts/login/';

/**
 * The login URL carrying `next` = the encoded current path + query (spec 000 §2).
 * @param pathWithQuery path + query on our origin, e.g. `/s/000001/buy/?amount=1000`
 */
export function loginPathFor(pathWithQuery: string): string {
  return `${LOGIN_PATH}?next=${encodeURIComponent(pathWithQuery)}`;
}

/**
 * Guards a route: a guest is sent to login with `next` set to where they were going
 * (spec 000 §2); a logged-in user sees `children`.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  return <>{children}</>;
}
