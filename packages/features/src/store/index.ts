import { areaScreens, type AreaModule } from '../app/area';

const { publicRoute, authRoute } = areaScreens(() => import('./store-screens'));

/**
 * The 'store' area (issue 17, spec 001 §2 "Store"): applying for an advisor store, the store page
 * and its follows, the owner's portfolios, timeline, income and withdrawal. See README.md.
 */
export const storeArea: AreaModule = {
  id: 'store',
  routes: [
    authRoute('/store/apply/', 'apply-screen'),
    authRoute('/store/apply_form/', 'apply-form-screen'),
    authRoute('/store/mine/', 'mine-screen'),
    authRoute('/store/settings/', 'settings-screen'),
    publicRoute('/store/following/', 'following-screen'),
    publicRoute('/store/portfolios/', 'portfolios-screen'),
    publicRoute('/store/portfolios/recommend/', 'recommend-screen'),
    authRoute('/store/portfolios/settings/', 'portfolios-settings-screen'),
    authRoute('/store/portfolios/:id/manage/', 'portfolio-manage-screen'),
    authRoute('/store/portfolios/:id/assets/', 'assets-screen'),
    authRoute('/store/assets/mine/', 'assets-screen'),
    authRoute('/store/income/mine/', 'income-screen'),
    authRoute('/store/income/withdraw/', 'withdraw-screen'),
    authRoute('/store/income/forecast/', 'forecast-screen'),
    publicRoute('/store/timeline/', 'timeline-screen'),
    authRoute('/store/timeline/create/', 'timeline-create-screen'),
    publicRoute('/store/:id/', 'detail-screen'),
  ],
};
