import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { authSlice } from './auth-slice';
import { baseApi } from './base-api';
import type { AppServices } from './services';

/**
 * The root reducer. Areas add their client-state slices with `rootReducer.inject(slice)`
 * (lazy areas inject when their routes load) — slices hold client state only (HOUSE_STYLE.md).
 */
export const rootReducer = combineSlices(authSlice, baseApi);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Creates the store (redux-essentials `makeStore(preloadedState)`): RTK Query's middleware, and
 * the host's {@link AppServices} as the thunk / base-query `extra` argument.
 */
export function makeStore(services: AppServices, preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services } }).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Typed hooks. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
