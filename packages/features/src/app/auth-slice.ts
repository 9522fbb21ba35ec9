import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Client-side auth state (spec 000 §6): whether a token is held and the user id (none -> 0).
 * The token itself lives in storage, owned by core's API client; never in Redux or URLs.
 */
export interface AuthState {
  userId: number;
  loggedIn: boolean;
}

const initialState: AuthState = { userId: 0, loggedIn: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ userId: number }>) {
      state.userId = action.payload.userId;
      state.loggedIn = true;
    },
    loggedOut() {
      return initialState;
    },
  },
  selectors: {
    selectIsLoggedIn: (state) => state.loggedIn,
    selectUserId: (state) => state.userId,
  },
});

export const { loggedIn, loggedOut } = authSlice.actions;
export const { selectIsLoggedIn, selectUserId } = authSlice.selectors;
