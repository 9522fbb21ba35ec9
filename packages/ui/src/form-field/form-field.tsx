import {
  forwardRef,
  useId,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { cx } from '../utils/cx';
import './form-field.css';

export interface FormFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Visible label; also the input's accessible name. */
  label: ReactNode;
  /** Renders the control; receives the ids to put on the input. */
  children: (ids: { inputId: string; errorId: string; hintId: string }) => ReactNode;
  /** Error text, shown in red under the input and linked with aria-describedby. */
  error?: ReactNode;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Content at the end of the row (a button, a toggle). */
  extra?: ReactNode;
}

/** A labelled form row: label, control, trailing extra, then hint and error lines. */
export function FormField({
  label,
  children,
  error,
  hint,
  extra,
  className,
  ...rest
}: FormFieldProps) {
  const base = useId();
  const ids = { inputId: `${base}-input`, errorId: `${base}-error`, hintId: `${base}-hint` };
  return (
    <div {...rest} className={cx('jj-field', error ? 'jj-field--error' : undefined, className)}>
      <div className="jj-field__row">
        <label className="jj-field__label" htmlFor={ids.inputId}>
          {label}
        </label>
        <div className="jj-field__control">{children(ids)}</div>
        {extra && <div className="jj-field__extra">{extra}</div>}
      </div>
      {hint && (
        <div className="jj-field__hint" id={ids.hintId}>
          {hint}
        </div>
      )}
      {error && (
        <div className="jj-field__error" id={ids.errorId} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** The aria-describedby value for a field's input. */
export function describedBy(
  ids: { errorId: string; hintId: string },
  error: unknown,
  hint: unknown,
): string | undefined {
  const parts = [hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

export interface FieldInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  /** Receives the raw value on each change. */
  onChange?: (value: string) => void;
}

/**
 * The native input used inside a {@link FormField}. (antd-mobile's Input puts aria-describedby
 * and aria-invalid on its wrapper and its clear icon fails axe, so fields use a plain input.)
 */
export const FieldInput = forwardRef<HTMLInputElement, FieldInputProps>(function FieldInput(
  { onChange, className, ...rest },
  ref,
) {
  return (
    <input
      {...rest}
      ref={ref}
      className={className ? `jj-field__input ${className}` : 'jj-field__input'}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
});
