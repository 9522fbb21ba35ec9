export { MoneyText } from './money-text';
export type { MoneyTextProps } from './money-text';
