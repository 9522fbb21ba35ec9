export { FormField, FieldInput } from './form-field';
export type { FormFieldProps, FieldInputProps } from './form-field';
