import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
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
 * the fallback shown while a lazy area loads and the not-found screen. The frame knows no area
 * (home is an area like any other, composed by the apps).
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
          children: [...routes, { path: '*', element: <NotFoundScreen /> }],
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
