export { AppOnlyDialog, confirmAppOnly } from './app-only-dialog';
export type { AppOnlyDialogProps } from './app-only-dialog';
