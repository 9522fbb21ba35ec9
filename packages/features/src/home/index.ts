import { createElement } from 'react';
import { HomeIcon } from '@jijin/ui';
import { areaScreens, type AreaModule } from '../app/area';

const { publicRoute } = areaScreens(() => import('./home-screens'));

/** The 'home' area (spec 000 §2 Others): home, search, FAQ, safety, app download. */
export const homeArea: AreaModule = {
  id: 'home',
  tabs: [{ path: '/', label: '首页', order: 0, icon: createElement(HomeIcon) }],
  routes: [
    publicRoute('/', 'home-screen'),
    publicRoute('/search/', 'search-screen'),
    publicRoute('/faq/detail/:id', 'faq-detail-screen'),
    publicRoute('/faq/unionpay/', 'faq-unionpay-screen'),
    publicRoute('/faq/portfolio_buy/', 'faq-portfolio-buy-screen'),
    publicRoute('/safe/', 'safe-screen'),
    publicRoute('/app/download', 'app-download-screen'),
  ],
};
