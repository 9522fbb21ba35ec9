/**
 * The sandbox's product areas, one line each (CONTRIBUTING.md "Add a product area"). Every
 * operation of the contract is an area's; one without a handler would answer 501.
 */
import type { SandboxArea } from './define';
import { homeArea } from './home/index';
import { accountsArea } from './accounts/index';
import { fundsArea } from './funds/index';
import { accountFundsArea } from './account-funds/index';
import { portfoliosArea } from './portfolios/index';
import { aiChatArea } from './ai-chat/index';
import { researchArea } from './research/index';
import { managersArea } from './managers/index';
import { diagnosisArea } from './diagnosis/index';
import { futuresArea } from './futures/index';
import { coinsWalletArea } from './coins-wallet/index';
import { promotionArea } from './promotion/index';
import { storeArea } from './store/index';
import { privateFundsArea } from './private-funds/index';
import { quantArea } from './quant/index';
import { messagesArea } from './messages/index';

export const AREAS: readonly SandboxArea[] = [
  homeArea,
  accountsArea,
  fundsArea,
  accountFundsArea,
  portfoliosArea,
  aiChatArea,
  researchArea,
  managersArea,
  diagnosisArea,
  futuresArea,
  coinsWalletArea,
  promotionArea,
  storeArea,
  privateFundsArea,
  quantArea,
  messagesArea,
];
