import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../app/lazy';

/** The route table of the 'home' area: home, search, FAQ, safety and app download (spec 000 §2 Others). */
export const homeRoutes: RouteObject[] = [
  { path: '/', lazy: lazyScreen(() => import('./screens/home-screen')) },
  { path: '/search/', lazy: lazyScreen(() => import('./screens/search-screen')) },
  { path: '/faq/detail/:id', lazy: lazyScreen(() => import('./screens/faq-detail-screen')) },
  { path: '/faq/unionpay/', lazy: lazyScreen(() => import('./screens/faq-unionpay-screen')) },
  { path: '/safe/', lazy: lazyScreen(() => import('./screens/safe-screen')) },
  { path: '/app/download', lazy: lazyScreen(() => import('./screens/app-download-screen')) },
];
