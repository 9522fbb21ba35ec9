import type { KeyValueStorage } from '@jijin/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import type { NativeProps } from '../utils/native-props';
import './first-guide.css';

export type FirstGuideProps = NativeProps & {
  /** Where the "seen" flag lives (core's KeyValueStorage port; the host passes localStorage). */
  storage: KeyValueStorage;
  /** The flag's key, one per guide, e.g. `first_guide_fund_detail`. */
  storageKey: string;
  /** The guide content (an illustration pointing at a feature, a short text). */
  children: ReactNode;
  /** Default 我知道了 */
  dismissText?: ReactNode;
  /** Called after the user dismissed it (and the flag was stored). */
  onDismiss?: () => void;
};

/**
 * A first-use guide overlay, shown once (spec 000 §2): visible while `storage` has no flag
 * under `storageKey`; a tap anywhere stores the flag and hides it for good.
 */
export function FirstGuide({
  storage,
  storageKey,
  children,
  dismissText = '我知道了',
  onDismiss,
  className,
  ...native
}: FirstGuideProps) {
  const [visible, setVisible] = useState(() => storage.getItem(storageKey) === null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Focus into the guide in the next frame's animation callback: focus() needs the page laid out,
  // and there that layout is the frame's own instead of one more forced inside the first
  // screen's render task (home's largest, ~15-25 ms on this machine's CPU). No scroll: it covers
  // the viewport.
  useEffect(() => {
    if (!visible) return;
    const frame = requestAnimationFrame(() => buttonRef.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [visible]);

  if (!visible) return null;
  const dismiss = () => {
    try {
      storage.setItem(storageKey, '1');
    } catch {
      // Storage full or unavailable: hide for this visit anyway.
    }
    setVisible(false);
    onDismiss?.();
  };
  return (
    <div
      {...native}
      className={cx('jj-first-guide', className)}
      role="dialog"
      aria-modal="true"
      aria-label={native['aria-label'] ?? '新手引导'}
      onClick={dismiss}
    >
      <div className="jj-first-guide__content">{children}</div>
      <button
        ref={buttonRef}
        type="button"
        className="jj-first-guide__button"
        onClick={(e) => {
          e.stopPropagation();
          dismiss();
        }}
      >
        {dismissText}
      </button>
    </div>
  );
}
