import { createElement } from 'react';
import { HomeIcon } from '@jijin/ui';
import { publicRoute, type AreaModule } from '../app/area';

/** The 'home' area (spec 000 §2 Others): home, search, FAQ, safety, app download. */
export const homeArea: AreaModule = {
  id: 'home',
  tabs: [{ path: '/', label: '首页', order: 0, icon: createElement(HomeIcon) }],
  routes: [
    publicRoute(
      '/',
      () => import('./screens/home-screen'),
      async (_params, dispatch) => {
        // The banner (the screen's largest element) needs the ads answer first.
        const { HOME_BANNER_CODE, homeApi } = await import('./api');
        dispatch(homeApi.util.prefetch('homeListAds', HOME_BANNER_CODE, {}));
      },
    ),
    publicRoute('/search/', () => import('./screens/search-screen')),
    publicRoute('/faq/detail/:id', () => import('./screens/faq-detail-screen')),
    publicRoute('/faq/unionpay/', () => import('./screens/faq-unionpay-screen')),
    publicRoute('/faq/portfolio_buy/', () => import('./screens/faq-portfolio-buy-screen')),
    publicRoute('/safe/', () => import('./screens/safe-screen')),
    publicRoute('/app/download', () => import('./screens/app-download-screen')),
  ],
};
