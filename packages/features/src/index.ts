/**
 * @jijin/features — screens and state per product area. Each area exports its route table;
 * the apps compose them with the app frame below.
 */
export { baseApi, coreBaseQuery, toApiErrorData, TAG_TYPES } from './app/base-api';
export type { ApiRequest, ApiErrorData } from './app/base-api';
export { authSlice, loggedIn, loggedOut, selectIsLoggedIn, selectUserId } from './app/auth-slice';
export type { AuthState } from './app/auth-slice';
export { makeStore, rootReducer, useAppDispatch, useAppSelector, useAppStore } from './app/store';
export type { AppStore, AppDispatch, RootState } from './app/store';
export type { AppServices } from './app/services';
export { ServicesProvider, useServices } from './app/services-context';
export { RequireAuth, loginPathFor, LOGIN_PATH } from './app/guard';
export { AppRoot } from './app/app-root';
export type { AppRootProps } from './app/app-root';
export { accountsRoutes } from './accounts/routes';
export { fundsRoutes } from './funds/routes';
export { accountFundsRoutes } from './account-funds/routes';
