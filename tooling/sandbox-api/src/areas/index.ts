/**
 * The sandbox's product areas, one line each (CONTRIBUTING.md "Add a product area"). Handlers
 * not yet moved into an area are still registered by `src/handlers/` (the legacy registry) and
 * the rest of the contract falls back to the synthesizer, whose remaining count only goes down.
 */
import type { SandboxArea } from './define';
import { coinsWalletArea } from './coins-wallet/index';
import { promotionArea } from './promotion/index';

export const AREAS: readonly SandboxArea[] = [
  coinsWalletArea, // before promotion: the ledger its migrations write to
  promotionArea,
];
