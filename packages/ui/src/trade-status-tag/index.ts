export { TradeStatusTag } from './trade-status-tag';
export type { TradeStatusTagProps } from './trade-status-tag';
