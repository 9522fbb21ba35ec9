import { CheckCircleIcon } from '../utils/icons';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils/cx';
import { SliderCheck } from './slider-check';
import './slider-check-slot.css';

export interface SliderCheckSlotProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Whether the slider check has been passed (captcha send needs it when required, spec 000 §5). */
  passed: boolean;
  /**
   * Renders a vendor's slider widget instead of the built-in {@link SliderCheck}. Call
   * `onPass(token)` when the user passes it and `onFail()` when it fails or expires; the form
   * keeps `passed` and the token.
   */
  render?: (api: { onPass: (token: string) => void; onFail: () => void }) => ReactNode;
  onPass: (token: string) => void;
  onFail?: () => void;
  /** Default 请按住滑块，拖动到最右边 */
  tip?: ReactNode;
}

/**
 * A slot for the slider check (滑块验证) used before sending a captcha: the built-in
 * {@link SliderCheck} by default, or a host's vendor widget through `render`; this slot frames it,
 * shows 验证通过 once passed and reports the result.
 */
export function SliderCheckSlot({
  passed,
  render,
  onPass,
  onFail = () => {},
  tip = '请按住滑块，拖动到最右边',
  className,
  ...rest
}: SliderCheckSlotProps) {
  return (
    <div {...rest} className={cx('jj-slider-check', className)} role="group" aria-label="滑块验证">
      {passed ? (
        <div className="jj-slider-check__passed" role="status">
          <CheckCircleIcon /> 验证通过
        </div>
      ) : (
        <>
          <div className="jj-slider-check__tip">{tip}</div>
          <div className="jj-slider-check__widget">
            {render ? render({ onPass, onFail }) : <SliderCheck onPass={onPass} />}
          </div>
        </>
      )}
    </div>
  );
}
