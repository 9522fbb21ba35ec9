import { ACCOUNT_MESSAGES } from '@jijin/core/messages';
import { Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
import { feedback as sharedFeedback, type FeedbackService } from '../feedback/feedback-service';
import { useHostUi } from '../host-ui/host-ui-provider';
import type { NativeProps } from '../utils/native-props';

export type AppOnlyDialogProps = NativeProps & {
  visible: boolean;
  /** 去下载 was tapped. Default: the HostUiProvider's onDownloadApp. */
  onDownload?: () => void;
  /** 取消 or the mask was tapped. */
  onClose: () => void;
  /** Default 该功能仅在App中提供，请下载App使用 (core's message). */
  content?: ReactNode;
};

/**
 * The "only in the app" dialog for app-only tools (asset health, fund model; spec 000 §2,
 * 001 §2) with 去下载 and 取消. Screens show it when the host bridge's openAppFeature resolves false.
 */
export function AppOnlyDialog({
  visible,
  onDownload,
  onClose,
  content = ACCOUNT_MESSAGES.appOnlyFeature,
  ...native
}: AppOnlyDialogProps) {
  const host = useHostUi();
  const download = onDownload ?? host.onDownloadApp;
  return (
    <Dialog
      {...native}
      visible={visible}
      aria-label="提示"
      title="提示"
      content={content}
      onClose={onClose}
      closeOnAction
      actions={[
        [
          { key: 'cancel', text: ACCOUNT_MESSAGES.cancel, onClick: onClose },
          {
            key: 'download',
            text: ACCOUNT_MESSAGES.appOnlyDownload,
            bold: true,
            onClick: () => download?.(),
          },
        ],
      ]}
    />
  );
}

/**
 * The same dialog through the feedback service: resolves true when 去下载 was tapped.
 * @param service the feedback service (default the shared one)
 */
export function confirmAppOnly(service: FeedbackService = sharedFeedback): Promise<boolean> {
  return service.confirm({
    title: '提示',
    content: ACCOUNT_MESSAGES.appOnlyFeature,
    confirmText: ACCOUNT_MESSAGES.appOnlyDownload,
    cancelText: ACCOUNT_MESSAGES.cancel,
  });
}
