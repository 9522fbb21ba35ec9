import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import './feedback.css';

export interface ShareMaskProps {
  visible: boolean;
  /** Tip text. Default: 点击右上角「···」，分享给好友或朋友圈 */
  tip?: ReactNode;
  /** Called when the user taps anywhere to dismiss. */
  onClose?: () => void;
  className?: string;
}

/**
 * The browser's share guide (spec 000 §2 share mask): a dark mask with an arrow pointing at the
 * host's top-right menu. Tapping anywhere closes it. The mask is CSS (no antd-mobile Mask and its
 * react-spring: every page hosts it).
 */
export function ShareMask({
  visible,
  tip = '点击右上角「···」，分享给好友或朋友圈',
  onClose,
  className,
}: ShareMaskProps) {
  return (
    <>
      {/* The mask is aria-hidden, so the dialog lives beside it, not inside. */}
      {visible && (
        <div
          className={cx('jj-mask', 'jj-mask--thick', className)}
          aria-hidden="true"
          onClick={onClose}
        />
      )}
      {visible && (
        <div
          className="jj-share-mask"
          role="dialog"
          aria-modal="true"
          aria-label="分享提示"
          onClick={onClose}
        >
          <svg
            className="jj-share-mask__arrow"
            viewBox="0 0 80 80"
            width="80"
            height="80"
            aria-hidden="true"
          >
            <path
              d="M10 75 Q 20 20 70 10"
              stroke="#fff"
              strokeWidth="3"
              fill="none"
              strokeDasharray="6 4"
            />
            <path d="M58 4 L72 10 L62 22" stroke="#fff" strokeWidth="3" fill="none" />
          </svg>
          <p className="jj-share-mask__tip">{tip}</p>
          <button type="button" className="jj-share-mask__close" onClick={onClose}>
            我知道了
          </button>
        </div>
      )}
    </>
  );
}
