export { feedback, createFeedbackService } from './feedback-service';
export type {
  FeedbackService,
  ToastOptions,
  ToastHandle,
  AlertOptions,
  ConfirmOptions,
  ActionSheetItem,
  ActionSheetOptions,
  DialogAction,
  DialogOptions,
} from './feedback-service';
export { FeedbackProvider, useFeedback } from './feedback-provider';
export type { FeedbackProviderProps } from './feedback-provider';
export { LoadingOverlay } from './loading-overlay';
export type { LoadingOverlayProps } from './loading-overlay';
export { ShareMask } from './share-mask';
export type { ShareMaskProps } from './share-mask';
export { ActionSheetPanel } from './action-sheet-panel';
export type { ActionSheetPanelProps } from './action-sheet-panel';
