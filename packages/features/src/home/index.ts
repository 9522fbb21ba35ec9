import { createElement } from 'react';
import { HomeIcon } from '@jijin/ui';
import { publicRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/** The 'home' area (spec 000 §2 Others): home, search, FAQ, safety, app download. */
export const homeArea: AreaModule = {
  id: 'home',
  tabs: [{ path: '/', label: '首页', order: 0, icon: createElement(HomeIcon) }],
  routes: [
    publicRoute(
      appRoutes.home.pattern,
      () => import('./screens/home-screen'),
      async (_params, dispatch) => {
        // The banner (the screen's largest element) needs the ads answer first.
        const { HOME_BANNER_CODE, homeApi } = await import('./api');
        dispatch(homeApi.util.prefetch('listAdsByArea', { code: HOME_BANNER_CODE }, {}));
      },
    ),
    publicRoute(appRoutes.search.pattern, () => import('./screens/search-screen')),
    publicRoute(appRoutes.faqDetail.pattern, () => import('./screens/faq-detail-screen')),
    publicRoute(appRoutes.faqUnionpay.pattern, () => import('./screens/faq-unionpay-screen')),
    publicRoute(
      appRoutes.faqPortfolioBuy.pattern,
      () => import('./screens/faq-portfolio-buy-screen'),
    ),
    publicRoute(appRoutes.safe.pattern, () => import('./screens/safe-screen')),
    publicRoute(appRoutes.appDownload.pattern, () => import('./screens/app-download-screen')),
  ],
};
