import { authRoute, publicRoute, type AreaModule } from '../app/area';

/**
 * The 'store' area (spec 001 §2 "Store"): applying for an advisor store, the store page
 * and its follows, the owner's portfolios, timeline, income and withdrawal. See README.md.
 */
export const storeArea: AreaModule = {
  id: 'store',
  routes: [
    authRoute('/store/apply/', () => import('./screens/apply-screen')),
    authRoute('/store/apply_form/', () => import('./screens/apply-form-screen')),
    authRoute('/store/mine/', () => import('./screens/mine-screen')),
    authRoute('/store/settings/', () => import('./screens/settings-screen')),
    publicRoute('/store/following/', () => import('./screens/following-screen')),
    publicRoute('/store/portfolios/', () => import('./screens/portfolios-screen')),
    publicRoute('/store/portfolios/recommend/', () => import('./screens/recommend-screen')),
    authRoute('/store/portfolios/settings/', () => import('./screens/portfolios-settings-screen')),
    authRoute('/store/portfolios/:id/manage/', () => import('./screens/portfolio-manage-screen')),
    authRoute('/store/portfolios/:id/assets/', () => import('./screens/assets-screen')),
    authRoute('/store/assets/mine/', () => import('./screens/assets-screen')),
    authRoute('/store/income/mine/', () => import('./screens/income-screen')),
    authRoute('/store/income/withdraw/', () => import('./screens/withdraw-screen')),
    authRoute('/store/income/forecast/', () => import('./screens/forecast-screen')),
    publicRoute('/store/timeline/', () => import('./screens/timeline-screen')),
    authRoute('/store/timeline/create/', () => import('./screens/timeline-create-screen')),
    publicRoute('/store/:id/', () => import('./screens/detail-screen')),
  ],
};
