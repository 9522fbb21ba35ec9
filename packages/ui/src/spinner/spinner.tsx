import type { CSSProperties } from 'react';
import { cx } from '../utils/cx';
import type { NativeProps } from '../utils/native-props';
import './spinner.css';

export type SpinnerProps = Pick<NativeProps, 'className' | 'style'> & {
  /** Ring colour: the theme's primary, white (on a dark mask) or the text colour around it. Default primary. */
  color?: 'primary' | 'white' | 'current';
  /** Diameter in px. Default 32. */
  size?: number;
};

/**
 * A spinning ring drawn and animated by CSS alone (an SVG circle and one keyframe), in place of
 * antd-mobile's SpinLoading, which animates through react-spring and so brings it into the first
 * chunk of every screen. Decorative: the caller gives the status its text or label.
 * Under `prefers-reduced-motion` it turns slowly instead of spinning.
 */
export function Spinner({ color = 'primary', size = 32, className, style }: SpinnerProps) {
  return (
    <svg
      className={cx('jj-spinner', `jj-spinner--${color}`, className)}
      style={{ '--jj-spinner-size': `${size}px`, ...style } as CSSProperties}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="jj-spinner__ring" cx="16" cy="16" r="12" />
    </svg>
  );
}
