export { BankCardItem, bankLimitText } from './bank-card-item';
export type { BankCardItemProps, BankCardItemCard } from './bank-card-item';
