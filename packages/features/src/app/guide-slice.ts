import { LOCAL_FLAG_NAMES, localKey } from '@jijin/core/lists';
import { createSlice } from '@reduxjs/toolkit';

/**
 * Storage key of the first-guide flag: the one of core's `firstGuideFlag` (`ls.first_guide_seen`,
 * local storage prefix `ls`, spec 000 §2, §9), so the app keeps one flag.
 */
export const FIRST_GUIDE_STORAGE_KEY = localKey(LOCAL_FLAG_NAMES.firstGuide);

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
