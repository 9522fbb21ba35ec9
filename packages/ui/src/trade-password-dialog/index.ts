export { TradePasswordDialog, TRADE_PASSWORD_LENGTH } from './trade-password-dialog';
export type { TradePasswordDialogProps } from './trade-password-dialog';
