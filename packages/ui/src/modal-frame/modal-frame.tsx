import { BUTTON_BINDING_DELAY_MS } from '@jijin/core/constants';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../utils/cx';
import './modal-frame.css';

export interface ModalFrameProps {
  visible: boolean;
  /** `center` for a dialog, `bottom` for a sheet. */
  position: 'center' | 'bottom';
  /**
   * The mask was tapped. A tap within the button binding delay after the frame opened
   * (`BUTTON_BINDING_DELAY_MS`, 300 ms, 000 §9) is ignored: the second tap of a double tap on
   * the button that opened it lands on the mask and must not close it again.
   */
  onMaskClick?: () => void;
  /** Class of the panel (the white box). */
  className?: string;
  children: ReactNode;
}

/**
 * A mask and a panel in a portal on `<body>`, drawn and animated by CSS only: the frame of the
 * trade password dialog, the bank card sheet and the buy screen's coupon sheet, in place of
 * antd-mobile's Dialog and Popup for what a screen renders from its first load (they bring
 * react-spring and @use-gesture along). The body does not scroll while it is shown.
 * The caller gives the panel's content its `role="dialog"`, `aria-modal` and name.
 */
export function ModalFrame({
  visible,
  position,
  onMaskClick,
  className,
  children,
}: ModalFrameProps) {
  const openedAt = useRef(0);
  useLayoutEffect(() => {
    if (visible) openedAt.current = performance.now();
  }, [visible]);
  const onMask = () => {
    if (performance.now() - openedAt.current < BUTTON_BINDING_DELAY_MS) return;
    onMaskClick?.();
  };
  useEffect(() => {
    if (!visible) return;
    const body = document.body;
    const before = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = before;
    };
  }, [visible]);
  if (!visible || typeof document === 'undefined') return null;
  return createPortal(
    <div className={cx('jj-modal', `jj-modal--${position}`)}>
      <div className="jj-modal__mask" aria-hidden="true" onClick={onMask} />
      <div className={cx('jj-modal__panel', className)}>{children}</div>
    </div>,
    document.body,
  );
}
