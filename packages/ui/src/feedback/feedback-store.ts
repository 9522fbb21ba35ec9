import type { ReactNode } from 'react';
import type { ActionSheetItem } from './action-sheet-panel';

/** State of the overlays the feedback host renders itself (antd-mobile handles the rest). */
export interface FeedbackOverlayState {
  loading: { visible: boolean; text?: ReactNode };
  /**
   * The last toast's text for the polite live region (antd-mobile renders toasts inside an
   * aria-hidden mask, so screen readers would not hear them otherwise).
   */
  announcement: string;
  shareMask: { visible: boolean; tip?: ReactNode };
  actionSheet: {
    visible: boolean;
    actions: ActionSheetItem[];
    extra?: ReactNode;
    cancelText?: ReactNode;
    /** Settles the promise returned by `feedback.actionSheet`. */
    settle?: (key: string | number | null) => void;
  };
}

const initialState = (): FeedbackOverlayState => ({
  loading: { visible: false },
  announcement: '',
  shareMask: { visible: false },
  actionSheet: { visible: false, actions: [] },
});

type Listener = () => void;

let state: FeedbackOverlayState = initialState();
const listeners = new Set<Listener>();
let mountedHosts = 0;

/** A tiny external store read by `FeedbackHost` through useSyncExternalStore. */
export const feedbackStore = {
  getState: (): FeedbackOverlayState => state,
  setState(patch: Partial<FeedbackOverlayState>): void {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Hosts register so the service knows whether it must mount a fallback host itself. */
  registerHost(): () => void {
    mountedHosts += 1;
    return () => {
      mountedHosts -= 1;
    };
  },
  hasHost: (): boolean => mountedHosts > 0,
  /** Test helper: back to hidden overlays. */
  reset(): void {
    state.actionSheet.settle?.(null);
    state = initialState();
    listeners.forEach((l) => l());
  },
};
