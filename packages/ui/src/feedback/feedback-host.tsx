import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { feedbackStore } from './feedback-store';
import { LoadingOverlay } from './loading-overlay';
import { ShareMask } from './share-mask';

// The action sheet is antd-mobile's Popup (react-spring, @use-gesture): loaded when a sheet is
// first asked for, not with every page.
const ActionSheetPanel = lazy(() =>
  import('./action-sheet-panel').then((m) => ({ default: m.ActionSheetPanel })),
);

/** Renders the loading indicator, share mask and action sheet from the feedback store. */
export function FeedbackHost() {
  const state = useSyncExternalStore(
    feedbackStore.subscribe,
    feedbackStore.getState,
    feedbackStore.getState,
  );
  useEffect(() => feedbackStore.registerHost(), []);
  const sheet = state.actionSheet;
  // Once opened, the sheet stays mounted so it can animate out.
  const [sheetUsed, setSheetUsed] = useState(false);
  if (sheet.visible && !sheetUsed) setSheetUsed(true);
  const closeSheet = (key: string | number | null) => {
    sheet.settle?.(key);
    feedbackStore.setState({ actionSheet: { ...sheet, visible: false, settle: undefined } });
  };
  return (
    <>
      {sheetUsed && (
        <Suspense fallback={null}>
          <ActionSheetPanel
            visible={sheet.visible}
            actions={sheet.actions}
            extra={sheet.extra}
            cancelText={sheet.cancelText}
            onAction={(key) => closeSheet(key)}
            onClose={() => closeSheet(null)}
          />
        </Suspense>
      )}
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
