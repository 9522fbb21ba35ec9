import { Mask, SpinLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import './feedback.css';

export interface LoadingOverlayProps {
  visible: boolean;
  /** Text under the spinner. Default 加载中… */
  text?: ReactNode;
  className?: string;
}

/** The blocking loading indicator (spec 000 §2): a thin mask with a spinner and 加载中…. */
export function LoadingOverlay({ visible, text = '加载中…', className }: LoadingOverlayProps) {
  return (
    <>
      {/* antd-mobile's Mask is aria-hidden, so the status lives beside it, not inside. */}
      <Mask visible={visible} opacity="thin" className={className} disableBodyScroll={false} />
      {visible && (
        <div className="jj-loading" role="status" aria-live="polite">
          <SpinLoading color="white" style={{ '--size': '32px' }} />
          <span className="jj-loading__text">{text}</span>
        </div>
      )}
    </>
  );
}
