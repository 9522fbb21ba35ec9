import {
  combineSlices,
  configureStore,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { authSlice, loggedOut } from './auth-slice';
import { baseApi } from './base-api';
import { FIRST_GUIDE_STORAGE_KEY, guideSlice } from './guide-slice';
import type { AppServices } from './services';

/**
 * The root reducer. Areas add their client-state slices with `rootReducer.inject(slice)`
 * (lazy areas inject when their routes load) — slices hold client state only (ARCHITECTURE.md).
 */
export const rootReducer = combineSlices(authSlice, guideSlice, baseApi);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Creates the store (redux-essentials `makeStore(preloadedState)`): RTK Query's middleware, and
 * the host's {@link AppServices} as the thunk / base-query `extra` argument. Unless given, the
 * auth state starts from the stored token (logged in when one is held; the user id comes with
 * GET /accounts/settings/) and the first-guide flag from storage.
 */
export function makeStore(services: AppServices, preloadedState?: Partial<RootState>) {
  const initial: Partial<RootState> = {
    auth: { loggedIn: Boolean(services.api.getToken()), userId: 0 },
    guide: { firstGuideDone: services.storage.getItem(FIRST_GUIDE_STORAGE_KEY) === '1' },
    ...preloadedState,
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: initial as RootState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services } }).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, AppServices, UnknownAction>;

/** Typed hooks. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * Ends the session on this device: forgets the token, the auth state and every cached server
 * answer (used by logout and by an expired session after a 401).
 */
export function endSession(): AppThunk {
  return (dispatch, _getState, services) => {
    services.api.setToken(null);
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
  };
}
