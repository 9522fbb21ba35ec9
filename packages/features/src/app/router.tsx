import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { homeRoutes } from '../home/routes';
import { PageLoading } from './page';
import { NotFoundScreen, RouteErrorScreen } from './route-error';

/** The root layout: scroll restoration around the matched screen. */
function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * Wraps the composed area routes in the app frame: the root layout, the route error boundary,
 * the fallback shown while a lazy area loads, the frame's own screens (home `/`, search, FAQ,
 * safety, app download — every shell has them) and the not-found screen.
 */
export function withAppFrame(routes: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          errorElement: <RouteErrorScreen />,
          children: [...homeRoutes, ...routes, { path: '*', element: <NotFoundScreen /> }],
        },
      ],
    },
  ];
}

/** The browser data router over the framed routes (apps create it once at their root). */
export function createAppRouter(routes: RouteObject[]) {
  return createBrowserRouter(withAppFrame(routes));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
