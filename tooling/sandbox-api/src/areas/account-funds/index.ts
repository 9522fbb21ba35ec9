import { defineArea } from '../define';
import { accountFundsHandlers } from './handlers';
import { reportHandlers } from './reports';
import { ACCOUNT_MIGRATION } from './account-state';
import { RETURNS_SCHEMA } from './returns-state';

/**
 * The 'account-funds' area (spec 001 §2 My funds), mirroring features/src/account-funds: what
 * the user owns — assets, holdings and their detail, trade records (undo, dividend type), income,
 * the asset report, the management-fee history, 定投 lists / detail / ending, and bao (transfer in and out included,
 * as the bao page is this area's screen).
 */
export const accountFundsArea = defineArea({
  id: 'account-funds',
  migrations: [...RETURNS_SCHEMA.migrations, ACCOUNT_MIGRATION],
  userTables: [...RETURNS_SCHEMA.userTables, 'account_versions'],
  handlers: { ...accountFundsHandlers, ...reportHandlers },
});
