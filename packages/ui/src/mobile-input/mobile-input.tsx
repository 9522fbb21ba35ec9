import { INPUT_MAX_LENGTH, limitInput } from '@jijin/core/validation';
import type { HTMLAttributes, ReactNode } from 'react';
import { FieldInput, FormField, describedBy } from '../form-field/form-field';
import './mobile-input.css';

export interface MobileInputProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  /** The mobile number as typed (digits only). */
  value: string;
  /** Receives digits only, cut to 11 characters (spec 000 §5 input maxima). */
  onChange: (value: string) => void;
  /** Foreign number mode (8-11 digits, spec 000 §5). */
  isForeign?: boolean;
  /** When given, a toggle between +86 and 境外 is shown. */
  onForeignChange?: (isForeign: boolean) => void;
  /** Default 手机号 */
  label?: ReactNode;
  /** Default 请输入手机号 */
  placeholder?: string;
  /** Error text (e.g. core's checkMobile message 请输入正确的手机号码). */
  error?: ReactNode;
  disabled?: boolean;
  /** Trailing content, e.g. a {@link CaptchaButton}. */
  extra?: ReactNode;
  name?: string;
  onBlur?: () => void;
}

/**
 * Mobile number input: numeric keyboard, digits only, at most 11 characters, optional foreign
 * number toggle. Validation is core's (`checkMobile`); pass its message as `error`.
 */
export function MobileInput({
  value,
  onChange,
  isForeign = false,
  onForeignChange,
  label = '手机号',
  placeholder = '请输入手机号',
  error,
  disabled,
  extra,
  name = 'mobile',
  onBlur,
  ...rest
}: MobileInputProps) {
  return (
    <FormField
      {...rest}
      label={label}
      error={error}
      extra={
        <>
          {onForeignChange && (
            <button
              type="button"
              className="jj-mobile-input__region"
              aria-pressed={isForeign}
              aria-label="境外手机号"
              disabled={disabled}
              onClick={() => onForeignChange(!isForeign)}
            >
              {isForeign ? '境外' : '+86'}
            </button>
          )}
          {extra}
        </>
      }
    >
      {(ids) => (
        <FieldInput
          id={ids.inputId}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={INPUT_MAX_LENGTH.mobile}
          placeholder={placeholder}
          value={value}
          disabled={disabled}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, undefined)}
          onChange={(raw) => onChange(limitInput('mobile', raw.replace(/\D/g, '')))}
        />
      )}
    </FormField>
  );
}
