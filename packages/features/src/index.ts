/**
 * @jijin/features — screens and state per product area. Each area exports its route table;
 * the apps compose them with the app frame below.
 */
export { baseApi, toApiErrorData, definedQuery } from './app/base-api';
export type { ApiErrorData, ContractClient } from './app/base-api';
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
export type { Schemas, RequestBody, RequestQuery, ApiData } from './app/api-types';
export {
  guideSlice,
  firstGuideDismissed,
  selectFirstGuideDone,
  FIRST_GUIDE_STORAGE_KEY,
} from './app/guide-slice';
export type { GuideState } from './app/guide-slice';
export { withAppFrame, createAppRouter, createMemoryAppRouter } from './app/router';
export type { AppRouter } from './app/router';
export { Page, PageLoading } from './app/page';
export type { PageProps } from './app/page';
export { useBack } from './app/back';
export {
  publicRoute,
  authRoute,
  redirectRoute,
  composeAreas,
  composeTabs,
  areasForHost,
  isLazyRoute,
} from './app/area';
export type { AreaModule, AreaTab } from './app/area';
export { inOwnTask } from './app/own-task';
export { appRoutes, appPaths, route, fillPattern, withQuery } from './app/routes/index';
export type { AppRoute, AppRoutes, AppPaths, PatternArgs } from './app/routes/index';
export { RouteErrorScreen, NotFoundScreen } from './app/route-error';
export { AppTabBar, AreaTabsProvider, useAreaTabs, activeTab } from './app/tab-bar';
export { ServicesProvider, useServices } from './app/services-context';
export { RequireAuth, loginPathFor, LOGIN_PATH } from './app/guard';
export { AppRoot } from './app/app-root';
export type { AppRootProps } from './app/app-root';
export { OPEN_ACCOUNT_PATHS, OPEN_ACCOUNT_ORIGIN, openAccountPath } from './shared/open-account';
export type { OpenAccountStep } from './shared/open-account';
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

// Product areas: every area's manifest, in one list; a shell composes `hostAreas(<its host id>)`.
export { allAreas, hostAreas } from './areas';
