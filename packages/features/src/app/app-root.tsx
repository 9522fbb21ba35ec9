import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';
import type { AppStore } from './store';
import type { AppServices } from './services';
import { ServicesProvider } from './services-context';

/** Props of {@link AppRoot}. */
export interface AppRootProps {
  store: AppStore;
  services: AppServices;
  /** The data router over the composed routes (`createAppRouter(routes)`). */
  router: AppRouter;
  /** Providers from ui (feedback, theme, host UI) wrapped around the router. */
  wrap?: (children: ReactNode) => ReactNode;
}

/** The composition a host shell renders: store, services, providers and the data router. */
export function AppRoot({ store, services, router, wrap }: AppRootProps) {
  const content = <RouterProvider router={router} />;
  return (
    <Provider store={store}>
      <ServicesProvider services={services}>{wrap ? wrap(content) : content}</ServicesProvider>
    </Provider>
  );
}
