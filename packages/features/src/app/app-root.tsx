import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { AppStore } from './store';
import type { AppServices } from './services';
import { ServicesProvider } from './services-context';

/** Props of {@link AppRoot}. */
export interface AppRootProps {
  store: AppStore;
  services: AppServices;
  /** The composed route table (each area's routes, composed by the app). */
  routes: RouteObject[];
  /** Providers from ui (feedback, theme, host UI) wrapped around the router. */
  wrap?: (children: ReactNode) => ReactNode;
}

/** The composition a host shell renders: store, services, providers and the data router. */
export function AppRoot({ store, services, routes, wrap }: AppRootProps) {
  const router = useMemo(() => createBrowserRouter(routes), [routes]);
  const content = <RouterProvider router={router} />;
  return (
    <Provider store={store}>
      <ServicesProvider services={services}>{wrap ? wrap(content) : content}</ServicesProvider>
    </Provider>
  );
}
