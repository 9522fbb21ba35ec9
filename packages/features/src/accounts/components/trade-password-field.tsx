import { FormField } from '@jijin/ui';
import { Input } from 'antd-mobile';
import type { ReactNode } from 'react';

/** Props of {@link TradePasswordField}. */
export interface TradePasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  name: string;
  placeholder?: string;
}

/** A 6-digit trade password input (digits only, masked, numeric keyboard; spec 000 §5). */
export function TradePasswordField({
  label,
  value,
  onChange,
  error,
  name,
  placeholder = '请输入6位数字',
}: TradePasswordFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(ids) => (
        <Input
          id={ids.inputId}
          name={name}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          placeholder={placeholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.errorId : undefined}
          onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
        />
      )}
    </FormField>
  );
}
