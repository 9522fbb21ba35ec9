import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../app/guard';
import { lazyScreen } from '../app/lazy';

/** Redirects a short form of a path (as spec 000 §2 abbreviates it) to the full route, keeping the query. */
function Alias({ to }: { to: (params: Record<string, string | undefined>) => string }) {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={to(params) + search} replace />;
}

/**
 * The route table of the 'accounts' area (spec 000 §2), each screen lazily loaded. Screens of a
 * logged-in user sit under {@link RequireAuth} (a guest goes to login with `next`).
 */
export const accountsRoutes: RouteObject[] = [
  { path: '/accounts/login/', lazy: lazyScreen(() => import('./screens/login-screen')) },
  { path: '/accounts/signup/', lazy: lazyScreen(() => import('./screens/signup-screen')) },
  { path: '/accounts/logout/', lazy: lazyScreen(() => import('./screens/logout-screen')) },
  {
    element: <RequireAuth />,
    children: [
      { path: '/accounts/mine/', lazy: lazyScreen(() => import('./screens/mine-screen')) },
      {
        path: '/accounts/my_assets/',
        lazy: lazyScreen(() => import('./screens/my-assets-screen')),
      },
      { path: '/accounts/settings/', lazy: lazyScreen(() => import('./screens/settings-screen')) },
      { path: '/accounts/profile/', lazy: lazyScreen(() => import('./screens/profile-screen')) },
      { path: '/accounts/income/', lazy: lazyScreen(() => import('./screens/income-screen')) },
      { path: '/accounts/more/', lazy: lazyScreen(() => import('./screens/more-screen')) },
      {
        path: '/accounts/trade_password/',
        lazy: lazyScreen(() => import('./screens/trade-password-screen')),
      },
      {
        path: '/accounts/trade_password/reset/',
        lazy: lazyScreen(() => import('./screens/trade-password-reset-screen')),
      },
      {
        path: '/accounts/bank_cards/',
        lazy: lazyScreen(() => import('./screens/bank-cards-screen')),
      },
      {
        path: '/accounts/bank_cards/detail/:id/',
        lazy: lazyScreen(() => import('./screens/bank-card-detail-screen')),
      },
      {
        path: '/accounts/bank_cards/bind/',
        lazy: lazyScreen(() => import('./screens/bind-card-screen')),
      },
      {
        path: '/accounts/bank_cards/bind/user/',
        lazy: lazyScreen(() => import('./screens/bind-user-screen')),
      },
      {
        path: '/accounts/bank_cards/bind/user_address/',
        lazy: lazyScreen(() => import('./screens/bind-user-address-screen')),
      },
      {
        path: '/accounts/bank_cards/bind/complete/',
        lazy: lazyScreen(() => import('./screens/bind-complete-screen')),
      },
      {
        path: '/accounts/investment_risk/',
        lazy: lazyScreen(() => import('./screens/risk-intro-screen')),
      },
      {
        path: '/accounts/investment_risk/questions/',
        lazy: lazyScreen(() => import('./screens/risk-questions-screen')),
      },
      {
        path: '/accounts/investment_risk/questions/again/',
        lazy: lazyScreen(() => import('./screens/risk-questions-screen'), { again: true }),
      },
      {
        path: '/accounts/investment_risk/mismatch_assets/',
        lazy: lazyScreen(() => import('./screens/risk-mismatch-screen')),
      },
    ],
  },
  // The short forms spec 000 §2 writes after a full path (e.g. "/bank_cards/detail/{id}/").
  {
    path: '/bank_cards/detail/:id/',
    element: <Alias to={(p) => `/accounts/bank_cards/detail/${p.id}/`} />,
  },
  { path: '/bank_cards/bind/', element: <Alias to={() => '/accounts/bank_cards/bind/'} /> },
  { path: '/bind/user/', element: <Alias to={() => '/accounts/bank_cards/bind/user/'} /> },
  {
    path: '/bind/user_address/',
    element: <Alias to={() => '/accounts/bank_cards/bind/user_address/'} />,
  },
  { path: '/bind/complete/', element: <Alias to={() => '/accounts/bank_cards/bind/complete/'} /> },
  { path: '/accounts/bind/user/', element: <Alias to={() => '/accounts/bank_cards/bind/user/'} /> },
  {
    path: '/accounts/bind/user_address/',
    element: <Alias to={() => '/accounts/bank_cards/bind/user_address/'} />,
  },
  {
    path: '/accounts/bind/complete/',
    element: <Alias to={() => '/accounts/bank_cards/bind/complete/'} />,
  },
  { path: '/questions/', element: <Alias to={() => '/accounts/investment_risk/questions/'} /> },
  {
    path: '/questions/again/',
    element: <Alias to={() => '/accounts/investment_risk/questions/again/'} />,
  },
  {
    path: '/mismatch_assets/',
    element: <Alias to={() => '/accounts/investment_risk/mismatch_assets/'} />,
  },
];
