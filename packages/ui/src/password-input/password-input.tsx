import { checkLoginPassword, checkRepeatPassword } from '@jijin/core';
import { ACCOUNT_MESSAGES } from '@jijin/core/messages';
import { LOGIN_PASSWORD_LENGTH } from '@jijin/core/validation';
import { EyeIcon, EyeOffIcon } from '../utils/icons';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { FieldInput, FormField, describedBy } from '../form-field/form-field';
import './password-input.css';

export interface PasswordInputProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue'
> {
  value: string;
  onChange: (value: string) => void;
  /** Default 登录密码 */
  label?: ReactNode;
  /** Default 请输入6-16位登录密码 */
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** Maximum characters. Default 16 (spec 000 §5). */
  maxLength?: number;
  /** `new-password` on signup and reset, `current-password` on login. */
  autoComplete?: 'current-password' | 'new-password';
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
}

/** A password input with a show/hide toggle (显示密码 / 隐藏密码). */
export function PasswordInput({
  value,
  onChange,
  label = '登录密码',
  placeholder = '请输入6-16位登录密码',
  error,
  hint,
  maxLength = LOGIN_PASSWORD_LENGTH.max,
  autoComplete = 'current-password',
  disabled,
  name = 'password',
  onBlur,
  ...rest
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...rest}
      label={label}
      error={error}
      hint={hint}
      extra={
        <button
          type="button"
          className="jj-password-input__eye"
          aria-label={visible ? '隐藏密码' : '显示密码'}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeIcon /> : <EyeOffIcon />}
        </button>
      }
    >
      {(ids) => (
        <FieldInput
          id={ids.inputId}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={maxLength}
          placeholder={placeholder}
          value={value}
          disabled={disabled}
          onBlur={onBlur}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, hint)}
        />
      )}
    </FormField>
  );
}

export interface LoginPasswordInputsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  password: string;
  onPasswordChange: (value: string) => void;
  /** The repeat field is shown when this is given (signup, reset). */
  repeat?: string;
  onRepeatChange?: (value: string) => void;
  /** Show core's check messages after each field loses focus. Default true. */
  validateOnBlur?: boolean;
  /** Autocomplete hint; signup and reset use new-password. Default new-password when repeating. */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * The login password field, plus the repeat field when `repeat` is given. Rules are core's:
 * 6-16 characters, repeat must match (spec 000 §5); a mixed password is recommended (hint).
 */
export function LoginPasswordInputs({
  password,
  onPasswordChange,
  repeat,
  onRepeatChange,
  validateOnBlur = true,
  autoComplete,
  ...rest
}: LoginPasswordInputsProps) {
  const [touched, setTouched] = useState({ password: false, repeat: false });
  const withRepeat = repeat !== undefined && onRepeatChange !== undefined;
  const pwCheck = checkLoginPassword(password);
  const repeatCheck = withRepeat ? checkRepeatPassword(password, repeat) : null;
  const pwError = validateOnBlur && touched.password && !pwCheck.ok ? pwCheck.message : undefined;
  const repeatError =
    validateOnBlur && touched.repeat && repeatCheck && !repeatCheck.ok
      ? repeatCheck.message
      : undefined;
  return (
    <div {...rest}>
      <PasswordInput
        value={password}
        onChange={onPasswordChange}
        error={pwError}
        hint={withRepeat ? ACCOUNT_MESSAGES.loginPasswordHint : undefined}
        autoComplete={autoComplete ?? (withRepeat ? 'new-password' : 'current-password')}
        onBlur={() => setTouched((t) => ({ ...t, password: true }))}
      />
      {withRepeat && (
        <PasswordInput
          label="确认密码"
          placeholder="请再次输入登录密码"
          name="password_repeat"
          value={repeat}
          onChange={onRepeatChange}
          error={repeatError}
          autoComplete="new-password"
          onBlur={() => setTouched((t) => ({ ...t, repeat: true }))}
        />
      )}
    </div>
  );
}
