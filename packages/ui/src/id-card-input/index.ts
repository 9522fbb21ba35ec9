export { IdCardInput } from './id-card-input';
export type { IdCardInputProps } from './id-card-input';
