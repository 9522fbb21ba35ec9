import { FieldInput, FormField } from '@jijin/ui';

/** A labelled one-line input with its error under it (the typed value is kept on error). */
export function TextField({
  label,
  value,
  onChange,
  error,
  maxLength,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  maxLength?: number;
  placeholder?: string;
}) {
  return (
    <FormField label={label} error={error}>
      {(ids) => (
        <FieldInput
          id={ids.inputId}
          value={value}
          maxLength={maxLength}
          onChange={onChange}
          placeholder={placeholder}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? ids.errorId : undefined}
        />
      )}
    </FormField>
  );
}

/** A labelled multi-line input. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  maxLength,
  placeholder,
  rows = 3,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  maxLength?: number;
  placeholder?: string;
  rows?: number;
}) {
  return (
    <FormField label={label} error={error}>
      {(ids) => (
        <textarea
          id={ids.inputId}
          value={value}
          maxLength={maxLength}
          rows={rows}
          style={{ width: '100%' }}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? ids.errorId : undefined}
        />
      )}
    </FormField>
  );
}
