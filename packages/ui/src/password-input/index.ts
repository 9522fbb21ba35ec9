export { PasswordInput, LoginPasswordInputs } from './password-input';
export type { PasswordInputProps, LoginPasswordInputsProps } from './password-input';
