import { createSlice } from '@reduxjs/toolkit';

/** Storage key of the first-guide flag (local storage prefix `ls`, spec 000 §9). */
export const FIRST_GUIDE_STORAGE_KEY = 'ls_first_guide_done';

/** Client state of the first-guide overlay (spec 000 §2: shown once; a flag is stored on click). */
export interface GuideState {
  firstGuideDone: boolean;
}

const initialState: GuideState = { firstGuideDone: false };

export const guideSlice = createSlice({
  name: 'guide',
  initialState,
  reducers: {
    firstGuideDismissed(state) {
      state.firstGuideDone = true;
    },
  },
  selectors: {
    selectFirstGuideDone: (state) => state.firstGuideDone,
  },
});

export const { firstGuideDismissed } = guideSlice.actions;
export const { selectFirstGuideDone } = guideSlice.selectors;
