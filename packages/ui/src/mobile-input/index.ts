export { MobileInput } from './mobile-input';
export type { MobileInputProps } from './mobile-input';
