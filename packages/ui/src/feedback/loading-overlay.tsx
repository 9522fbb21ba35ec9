import type { ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';
import { cx } from '../utils/cx';
import './feedback.css';

export interface LoadingOverlayProps {
  visible: boolean;
  /** Text under the spinner. Default 加载中… */
  text?: ReactNode;
  className?: string;
}

/**
 * The blocking loading indicator (spec 000 §2): a thin mask with a spinner and 加载中…. CSS only
 * (no antd-mobile Mask / SpinLoading and their react-spring), since every page hosts it.
 */
export function LoadingOverlay({ visible, text = '加载中…', className }: LoadingOverlayProps) {
  return (
    <>
      {/* The mask is aria-hidden, so the status lives beside it, not inside. */}
      {visible && <div className={cx('jj-mask', 'jj-mask--thin', className)} aria-hidden="true" />}
      {visible && (
        <div className="jj-loading" role="status" aria-live="polite">
          <Spinner color="white" size={32} />
          <span className="jj-loading__text">{text}</span>
        </div>
      )}
    </>
  );
}
