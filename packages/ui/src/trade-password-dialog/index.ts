export { TradePasswordDialog } from './trade-password-dialog';
export type { TradePasswordDialogProps } from './trade-password-dialog';
