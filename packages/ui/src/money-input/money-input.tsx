import { sanitizeMoneyInput } from '@jijin/core/validation';
import type { HTMLAttributes, ReactNode } from 'react';
import { FieldInput, FormField, describedBy } from '../form-field/form-field';

export interface MoneyInputProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  /** The amount as typed, a decimal string in yuan (e.g. "1000.5"). */
  value: string;
  /** Receives the value sanitized by core's `sanitizeMoneyInput` (invalid last character stripped). */
  onChange: (value: string) => void;
  /** Allow a leading minus sign (spec 000 §5). Default false. */
  allowNegative?: boolean;
  /** Decimal places. Default 2 (yuan). */
  decimals?: number;
  /** Default 金额 */
  label?: ReactNode;
  /** e.g. 最低买入10元 */
  placeholder?: string;
  /** Unit after the input. Default 元 */
  unit?: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  name?: string;
  /** Trailing content after the unit, e.g. a 全部 button. */
  extra?: ReactNode;
  onBlur?: () => void;
}

/**
 * Money input with the numeric (decimal) keyboard. Each change goes through core's
 * `sanitizeMoneyInput`: digits with an optional decimal part, a trailing dot tolerated,
 * a minus only when enabled, an invalid last character stripped (spec 000 §5, 001 §5).
 */
export function MoneyInput({
  value,
  onChange,
  allowNegative = false,
  decimals = 2,
  label = '金额',
  placeholder = '请输入金额',
  unit = '元',
  error,
  hint,
  disabled,
  name = 'amount',
  extra,
  onBlur,
  ...rest
}: MoneyInputProps) {
  return (
    <FormField
      {...rest}
      label={label}
      error={error}
      hint={hint}
      extra={
        (unit || extra) && (
          <>
            {unit && <span className="jj-money-input__unit">{unit}</span>}
            {extra}
          </>
        )
      }
    >
      {(ids) => (
        <FieldInput
          id={ids.inputId}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          disabled={disabled}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, hint)}
          onChange={(raw) => onChange(sanitizeMoneyInput(raw, { allowNegative, decimals }))}
        />
      )}
    </FormField>
  );
}
