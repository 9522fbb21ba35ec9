import { INPUT_MAX_LENGTH, limitInput } from '@jijin/core/validation';
import type { HTMLAttributes, ReactNode } from 'react';
import { FieldInput, FormField, describedBy } from '../form-field/form-field';

export interface IdCardInputProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  value: string;
  /** Receives the value without spaces, cut to 20 characters (spec 000 §5 input maxima). */
  onChange: (value: string) => void;
  /** Default 身份证号 */
  label?: ReactNode;
  /** Default 请输入身份证号码 */
  placeholder?: string;
  /** e.g. core's checkIdCard message. */
  error?: ReactNode;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
}

/** ID card number input: at most 20 characters, spaces dropped. Validation is core's `checkIdCard`. */
export function IdCardInput({
  value,
  onChange,
  label = '身份证号',
  placeholder = '请输入身份证号码',
  error,
  disabled,
  name = 'id_card',
  onBlur,
  ...rest
}: IdCardInputProps) {
  return (
    <FormField {...rest} label={label} error={error}>
      {(ids) => (
        <FieldInput
          id={ids.inputId}
          name={name}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={INPUT_MAX_LENGTH.id_card}
          placeholder={placeholder}
          value={value}
          disabled={disabled}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, undefined)}
          onChange={(raw) => onChange(limitInput('id_card', raw.replace(/\s/g, '')))}
        />
      )}
    </FormField>
  );
}
