import { useEffect, useSyncExternalStore } from 'react';
import { feedbackStore } from './feedback-store';
import { ActionSheetPanel } from './action-sheet-panel';
import { LoadingOverlay } from './loading-overlay';
import { ShareMask } from './share-mask';

/** Renders the loading indicator and share mask from the feedback store. */
export function FeedbackHost() {
  const state = useSyncExternalStore(
    feedbackStore.subscribe,
    feedbackStore.getState,
    feedbackStore.getState,
  );
  useEffect(() => feedbackStore.registerHost(), []);
  const sheet = state.actionSheet;
  const closeSheet = (key: string | number | null) => {
    sheet.settle?.(key);
    feedbackStore.setState({ actionSheet: { ...sheet, visible: false, settle: undefined } });
  };
  return (
    <>
      <ActionSheetPanel
        visible={sheet.visible}
        actions={sheet.actions}
        extra={sheet.extra}
        cancelText={sheet.cancelText}
        onAction={(key) => closeSheet(key)}
        onClose={() => closeSheet(null)}
      />
      <LoadingOverlay visible={state.loading.visible} text={state.loading.text} />
      <div
        className="jj-visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        data-jj-announcer=""
      >
        {state.announcement}
      </div>
      <ShareMask
        visible={state.shareMask.visible}
        tip={state.shareMask.tip}
        onClose={() => feedbackStore.setState({ shareMask: { visible: false } })}
      />
    </>
  );
}
