import {
  accountFundsArea,
  accountsArea,
  aiChatArea,
  fundsArea,
  futuresArea,
  homeArea,
  researchArea,
  managersArea,
  diagnosisArea,
  portfoliosArea,
  coinsWalletArea,
  promotionArea,
  storeArea,
  privateFundsArea,
  quantArea,
  messagesArea,
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
  aiChatArea,
  researchArea,
  managersArea,
  diagnosisArea,
  portfoliosArea,
  futuresArea,
  coinsWalletArea,
  promotionArea,
  storeArea,
  privateFundsArea,
  quantArea,
  messagesArea,
];
