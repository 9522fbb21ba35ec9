export { TradeButtons } from './trade-buttons';
export type { TradeButtonsProps } from './trade-buttons';
