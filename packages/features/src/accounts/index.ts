import { createElement } from 'react';
import { UserIcon } from '@jijin/ui';
import { authRoute, publicRoute, redirectRoute, type AreaModule } from '../app/area';
import { appRoutes } from '../app/routes/index';

/**
 * The 'accounts' area (spec 000): login, signup, mine, settings, cards, trade password, risk test.
 * Screens of a logged-in user are {@link authRoute}s (a guest goes to login with `next`); the
 * short forms spec 000 §2 writes after a full path (e.g. "/bank_cards/detail/{id}/") redirect.
 */
export const accountsArea: AreaModule = {
  id: 'accounts',
  tabs: [{ path: '/accounts/mine/', label: '我的', order: 90, icon: createElement(UserIcon) }],
  routes: [
    publicRoute(appRoutes.login.pattern, () => import('./screens/login-screen')),
    publicRoute(appRoutes.signup.pattern, () => import('./screens/signup-screen')),
    publicRoute(appRoutes.logout.pattern, () => import('./screens/logout-screen')),
    // Open to guests: a guest's 我的 is a page of its own (login and what it unlocks).
    publicRoute(appRoutes.mine.pattern, () => import('./screens/mine-screen')),
    authRoute(appRoutes.myAssets.pattern, () => import('./screens/my-assets-screen')),
    authRoute(appRoutes.settings.pattern, () => import('./screens/settings-screen')),
    authRoute(appRoutes.profile.pattern, () => import('./screens/profile-screen')),
    authRoute(appRoutes.myIncome.pattern, () => import('./screens/income-screen')),
    authRoute(appRoutes.accountMore.pattern, () => import('./screens/more-screen')),
    authRoute(appRoutes.tradePassword.pattern, () => import('./screens/trade-password-screen')),
    authRoute(
      appRoutes.tradePasswordReset.pattern,
      () => import('./screens/trade-password-reset-screen'),
    ),
    authRoute(appRoutes.bankCards.pattern, () => import('./screens/bank-cards-screen')),
    authRoute(appRoutes.bankCardDetail.pattern, () => import('./screens/bank-card-detail-screen')),
    authRoute(appRoutes.bindCard.pattern, () => import('./screens/bind-card-screen')),
    authRoute(appRoutes.bindUser.pattern, () => import('./screens/bind-user-screen')),
    authRoute(
      appRoutes.bindCardUserAddress.pattern,
      () => import('./screens/bind-user-address-screen'),
    ),
    authRoute(appRoutes.bindCardComplete.pattern, () => import('./screens/bind-complete-screen')),
    authRoute(appRoutes.riskTest.pattern, () => import('./screens/risk-intro-screen')),
    authRoute(appRoutes.riskQuestions.pattern, () => import('./screens/risk-questions-screen')),
    authRoute(
      appRoutes.riskQuestionsAgain.pattern,
      () => import('./screens/risk-questions-again-screen'),
    ),
    authRoute(appRoutes.riskMismatchAssets.pattern, () => import('./screens/risk-mismatch-screen')),
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
