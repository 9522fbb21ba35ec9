export {
  BankCardPicker,
  cardLimits,
  cardTitle,
  defaultCardId,
  limitText,
} from './bank-card-picker';
export type { BankCardPickerProps } from './bank-card-picker';
