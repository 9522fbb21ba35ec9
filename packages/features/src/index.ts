/**
 * @jijin/features — screens and state per product area. Each area exports its route table;
 * the apps compose them with the app frame below.
 */
export { baseApi, coreBaseQuery, toApiErrorData, TAG_TYPES } from './app/base-api';
export type { ApiRequest, ApiErrorData } from './app/base-api';
export { authSlice, loggedIn, loggedOut, selectIsLoggedIn, selectUserId } from './app/auth-slice';
export type { AuthState } from './app/auth-slice';
export {
  makeStore,
  rootReducer,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  endSession,
} from './app/store';
export type { AppStore, AppDispatch, AppThunk, RootState } from './app/store';
export { createAppServices } from './app/services';
export type { AppServices, AppServicesOptions } from './app/services';
export type { Schemas, RequestBody, RequestQuery } from './app/api-types';
export {
  guideSlice,
  firstGuideDismissed,
  selectFirstGuideDone,
  FIRST_GUIDE_STORAGE_KEY,
} from './app/guide-slice';
export type { GuideState } from './app/guide-slice';
export { withAppFrame, createAppRouter } from './app/router';
export type { AppRouter } from './app/router';
export { Page, PageLoading } from './app/page';
export type { PageProps } from './app/page';
export { useBack } from './app/back';
export { lazyScreen } from './app/lazy';
export { RouteErrorScreen, NotFoundScreen } from './app/route-error';
export { AppTabBar } from './app/tab-bar';
export { ServicesProvider, useServices } from './app/services-context';
export { RequireAuth, loginPathFor, LOGIN_PATH } from './app/guard';
export { AppRoot } from './app/app-root';
export type { AppRootProps } from './app/app-root';
export { accountsRoutes } from './accounts/routes';
export { homeRoutes } from './home/routes';
export { OPEN_ACCOUNT_PATHS, OPEN_ACCOUNT_ORIGIN, openAccountPath } from './shared/open-account';
export type { OpenAccountStep } from './shared/open-account';
export { fundsRoutes } from './funds/routes';
export { accountFundsRoutes } from './account-funds/routes';
export {
  startApp,
  hostRoutes,
  signInWithToken,
  HostLoginScreen,
  createLocalStorage,
  createDocumentCookies,
  clientOf,
  routesForClient,
  FUTURES_PATH_PREFIX,
} from './app/bootstrap';
export type { StartAppOptions, StartedApp } from './app/bootstrap';
