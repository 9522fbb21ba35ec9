export { MoneyInput } from './money-input';
export type { MoneyInputProps } from './money-input';
