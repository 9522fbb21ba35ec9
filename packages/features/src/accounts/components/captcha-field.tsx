import { INPUT_MAX_LENGTH, limitInput } from '@jijin/core/validation';
import { CaptchaButton, FormField } from '@jijin/ui';
import { Input } from 'antd-mobile';
import type { ReactNode } from 'react';

/** Props of {@link CaptchaField}. */
export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Sends the captcha; resolve true when sent (the 60 s countdown starts). */
  onSend: () => Promise<boolean>;
  error?: ReactNode;
}

/** The SMS captcha row: at most 8 characters (spec 000 §5) and the 获取验证码 button. */
export function CaptchaField({ value, onChange, onSend, error }: CaptchaFieldProps) {
  return (
    <FormField label="验证码" error={error} extra={<CaptchaButton onSend={onSend} />}>
      {(ids) => (
        <Input
          id={ids.inputId}
          name="captcha"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={INPUT_MAX_LENGTH.captcha}
          placeholder="请输入短信验证码"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.errorId : undefined}
          onChange={(raw) => onChange(limitInput('captcha', raw.trim()))}
        />
      )}
    </FormField>
  );
}
