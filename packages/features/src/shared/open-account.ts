import { appPaths } from '../app/routes/index';
import type { Schemas } from '../app/api-types';

/** A step of the open-account flow, as the server reports it (GET /accounts/settings/ `open_account_step`). */
export type OpenAccountStep = Schemas['OpenAccountStep'];

/**
 * Where each open-account step is done (spec 000 §2 routes; order signup -> identity -> bind card
 * -> trade password -> risk test). `?open_account=1` marks the flow. Any area that finds an
 * account not yet open sends the user to `OPEN_ACCOUNT_PATHS[settings.open_account_step]`, after
 * remembering its page with core's `rememberOrigin(cookies, OPEN_ACCOUNT_ORIGIN, here)`.
 */
export const OPEN_ACCOUNT_PATHS: Record<Exclude<OpenAccountStep, 'done'>, string> = {
  identity: appPaths.bindUser({ open_account: 1 }),
  bank_card: appPaths.bindCard({ open_account: 1 }),
  trade_password: appPaths.tradePassword({ open_account: 1 }),
  risk_test: appPaths.riskTest({ open_account: 1 }),
};

/** The flow's origin cookie: the risk test, its last step, returns there (spec 000 §2). */
export const OPEN_ACCOUNT_ORIGIN = 'riskTest' as const;

/**
 * The path of a step, or for `done` the remembered origin.
 * @param step the server's `open_account_step`
 * @param origin the remembered origin (core's `readOrigin`, default /)
 */
export function openAccountPath(step: OpenAccountStep, origin: string): string {
  return step === 'done' ? origin : OPEN_ACCOUNT_PATHS[step];
}
