import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppRouter } from './router';
import type { AppStore } from './store';
import type { AppServices } from './services';
import { ServicesProvider } from './services-context';
import type { AreaTab } from './area';
import { AreaTabsProvider } from './tab-bar';

/** Props of {@link AppRoot}. */
export interface AppRootProps {
  store: AppStore;
  services: AppServices;
  /** The router over the composed routes (`createAppRouter(routes)`). */
  router: AppRouter;
  /** Providers from ui (feedback, theme, host UI) wrapped around the router. */
  wrap?: (children: ReactNode) => ReactNode;
  /** The bottom-tab entries of the composed areas (`composeTabs(areas, client)`); none by default. */
  tabs?: readonly AreaTab[];
}

/** The composition a host shell renders: store, services, providers and the router. */
export function AppRoot({ store, services, router, wrap, tabs = [] }: AppRootProps) {
  const content = <AreaTabsProvider tabs={tabs}>{router.element}</AreaTabsProvider>;
  return (
    <Provider store={store}>
      <ServicesProvider services={services}>{wrap ? wrap(content) : content}</ServicesProvider>
    </Provider>
  );
}
