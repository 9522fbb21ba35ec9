import { createElement } from 'react';
import { UserIcon } from '@jijin/ui';
import { areaScreens, redirectRoute, type AreaModule } from '../app/area';

const { publicRoute, authRoute } = areaScreens(() => import('./accounts-screens'));

/**
 * The 'accounts' area (spec 000): login, signup, mine, settings, cards, trade password, risk test.
 * Screens of a logged-in user are {@link authRoute}s (a guest goes to login with `next`); the
 * short forms spec 000 §2 writes after a full path (e.g. "/bank_cards/detail/{id}/") redirect.
 */
export const accountsArea: AreaModule = {
  id: 'accounts',
  tabs: [{ path: '/accounts/mine/', label: '我的', order: 90, icon: createElement(UserIcon) }],
  routes: [
    publicRoute('/accounts/login/', 'login-screen'),
    publicRoute('/accounts/signup/', 'signup-screen'),
    publicRoute('/accounts/logout/', 'logout-screen'),
    authRoute('/accounts/mine/', 'mine-screen'),
    authRoute('/accounts/my_assets/', 'my-assets-screen'),
    authRoute('/accounts/settings/', 'settings-screen'),
    authRoute('/accounts/profile/', 'profile-screen'),
    authRoute('/accounts/income/', 'income-screen'),
    authRoute('/accounts/more/', 'more-screen'),
    authRoute('/accounts/trade_password/', 'trade-password-screen'),
    authRoute('/accounts/trade_password/reset/', 'trade-password-reset-screen'),
    authRoute('/accounts/bank_cards/', 'bank-cards-screen'),
    authRoute('/accounts/bank_cards/detail/:id/', 'bank-card-detail-screen'),
    authRoute('/accounts/bank_cards/bind/', 'bind-card-screen'),
    authRoute('/accounts/bank_cards/bind/user/', 'bind-user-screen'),
    authRoute('/accounts/bank_cards/bind/user_address/', 'bind-user-address-screen'),
    authRoute('/accounts/bank_cards/bind/complete/', 'bind-complete-screen'),
    authRoute('/accounts/investment_risk/', 'risk-intro-screen'),
    authRoute('/accounts/investment_risk/questions/', 'risk-questions-screen'),
    authRoute('/accounts/investment_risk/questions/again/', 'risk-questions-again-screen'),
    authRoute('/accounts/investment_risk/mismatch_assets/', 'risk-mismatch-screen'),
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
