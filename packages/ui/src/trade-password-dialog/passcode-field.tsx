import { forwardRef } from 'react';
// The cells reuse antd-mobile's PasscodeInput look; its stylesheet is imported by that component
// only, which we do not render, so it is pulled in here.
import 'antd-mobile/es/components/passcode-input/passcode-input.css';
import { cx } from '../utils/cx';

export interface PasscodeFieldProps {
  value: string;
  /** Receives digits only, at most `length`. */
  onChange: (value: string) => void;
  /** Number of digits. Default 6. */
  length?: number;
  error?: boolean;
  /** Accessible name. Default 交易密码 */
  label?: string;
  onEnter?: () => void;
}

/**
 * Six passcode cells in antd-mobile's PasscodeInput look (its CSS classes), driven by one real
 * password input laid over them. antd-mobile's own PasscodeInput is a role="button" box around
 * a focusable hidden text input, which axe reports as nested interactive controls and screen
 * readers announce as a button; a labelled password input is announced and filled normally.
 */
export const PasscodeField = forwardRef<HTMLInputElement, PasscodeFieldProps>(
  function PasscodeField({ value, onChange, length = 6, error, label = '交易密码', onEnter }, ref) {
    return (
      <div
        className={cx(
          'adm-passcode-input',
          'adm-passcode-input-seperated',
          'jj-passcode',
          error && 'adm-passcode-input-error',
        )}
      >
        <div className="adm-passcode-input-cell-container" aria-hidden="true">
          {Array.from({ length }, (_, i) => (
            <div
              key={i}
              className={cx(
                'adm-passcode-input-cell',
                i < value.length && 'adm-passcode-input-cell-dot',
                i === Math.min(value.length, length - 1) && 'jj-passcode__cell--next',
              )}
            />
          ))}
        </div>
        <input
          ref={ref}
          className="jj-passcode__input"
          type="password"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={length}
          aria-label={label}
          aria-invalid={error || undefined}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, length))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onEnter?.();
          }}
        />
      </div>
    );
  },
);
