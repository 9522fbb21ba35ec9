export { BankCardInput, BANK_BIN_MIN_DIGITS, BANK_RECOGNIZE_DELAY_MS } from './bank-card-input';
export type { BankCardInputProps, RecognizedBank } from './bank-card-input';
