import {
  accountFundsArea,
  accountsArea,
  coinsWalletArea,
  fundsArea,
  homeArea,
  promotionArea,
  type AreaModule,
} from '@jijin/features';

/**
 * This shell's product areas, one line each (CONTRIBUTING.md "Add a product area"). Which
 * client sees which area (futures only in the futures app) is each area's `isFor`.
 */
export const areas: readonly AreaModule[] = [
  homeArea,
  accountsArea,
  fundsArea,
  accountFundsArea,
  coinsWalletArea,
  promotionArea,
];
