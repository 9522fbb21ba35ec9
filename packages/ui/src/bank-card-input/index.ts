export { BankCardInput, BANK_BIN_MIN_DIGITS } from './bank-card-input';
export type { BankCardInputProps, RecognizedBank } from './bank-card-input';
