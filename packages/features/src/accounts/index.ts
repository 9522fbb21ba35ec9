import { createElement } from 'react';
import { UserIcon } from '@jijin/ui';
import { authRoute, publicRoute, redirectRoute, type AreaModule } from '../app/area';

/**
 * The 'accounts' area (spec 000): login, signup, mine, settings, cards, trade password, risk test.
 * Screens of a logged-in user are {@link authRoute}s (a guest goes to login with `next`); the
 * short forms spec 000 §2 writes after a full path (e.g. "/bank_cards/detail/{id}/") redirect.
 */
export const accountsArea: AreaModule = {
  id: 'accounts',
  tabs: [{ path: '/accounts/mine/', label: '我的', order: 90, icon: createElement(UserIcon) }],
  routes: [
    publicRoute('/accounts/login/', () => import('./screens/login-screen')),
    publicRoute('/accounts/signup/', () => import('./screens/signup-screen')),
    publicRoute('/accounts/logout/', () => import('./screens/logout-screen')),
    // Open to guests: a guest's 我的 is a page of its own (login and what it unlocks).
    publicRoute('/accounts/mine/', () => import('./screens/mine-screen')),
    authRoute('/accounts/my_assets/', () => import('./screens/my-assets-screen')),
    authRoute('/accounts/settings/', () => import('./screens/settings-screen')),
    authRoute('/accounts/profile/', () => import('./screens/profile-screen')),
    authRoute('/accounts/income/', () => import('./screens/income-screen')),
    authRoute('/accounts/more/', () => import('./screens/more-screen')),
    authRoute('/accounts/trade_password/', () => import('./screens/trade-password-screen')),
    authRoute(
      '/accounts/trade_password/reset/',
      () => import('./screens/trade-password-reset-screen'),
    ),
    authRoute('/accounts/bank_cards/', () => import('./screens/bank-cards-screen')),
    authRoute(
      '/accounts/bank_cards/detail/:id/',
      () => import('./screens/bank-card-detail-screen'),
    ),
    authRoute('/accounts/bank_cards/bind/', () => import('./screens/bind-card-screen')),
    authRoute('/accounts/bank_cards/bind/user/', () => import('./screens/bind-user-screen')),
    authRoute(
      '/accounts/bank_cards/bind/user_address/',
      () => import('./screens/bind-user-address-screen'),
    ),
    authRoute(
      '/accounts/bank_cards/bind/complete/',
      () => import('./screens/bind-complete-screen'),
    ),
    authRoute('/accounts/investment_risk/', () => import('./screens/risk-intro-screen')),
    authRoute(
      '/accounts/investment_risk/questions/',
      () => import('./screens/risk-questions-screen'),
    ),
    authRoute(
      '/accounts/investment_risk/questions/again/',
      () => import('./screens/risk-questions-again-screen'),
    ),
    authRoute(
      '/accounts/investment_risk/mismatch_assets/',
      () => import('./screens/risk-mismatch-screen'),
    ),
    redirectRoute('/bank_cards/detail/:id/', (p) => `/accounts/bank_cards/detail/${p.id}/`),
    redirectRoute('/bank_cards/bind/', () => '/accounts/bank_cards/bind/'),
    redirectRoute('/bind/user/', () => '/accounts/bank_cards/bind/user/'),
    redirectRoute('/bind/user_address/', () => '/accounts/bank_cards/bind/user_address/'),
    redirectRoute('/bind/complete/', () => '/accounts/bank_cards/bind/complete/'),
    redirectRoute('/accounts/bind/user/', () => '/accounts/bank_cards/bind/user/'),
    redirectRoute('/accounts/bind/user_address/', () => '/accounts/bank_cards/bind/user_address/'),
    redirectRoute('/accounts/bind/complete/', () => '/accounts/bank_cards/bind/complete/'),
    redirectRoute('/questions/', () => '/accounts/investment_risk/questions/'),
    redirectRoute('/questions/again/', () => '/accounts/investment_risk/questions/again/'),
    redirectRoute('/mismatch_assets/', () => '/accounts/investment_risk/mismatch_assets/'),
  ],
};
