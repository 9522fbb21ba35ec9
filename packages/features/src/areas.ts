import type { HostKind } from '@jijin/core';
import { areasForHost, type AreaModule } from './app/area';
import { homeArea } from './home/index';
import { accountsArea } from './accounts/index';
import { fundsArea } from './funds/index';
import { accountFundsArea } from './account-funds/index';
import { aiChatArea } from './ai-chat/index';
import { researchArea } from './research/index';
import { managersArea } from './managers/index';
import { diagnosisArea } from './diagnosis/index';
import { portfoliosArea } from './portfolios/index';
import { futuresArea } from './futures/index';
import { coinsWalletArea } from './coins-wallet/index';
import { promotionArea } from './promotion/index';
import { storeArea } from './store/index';
import { privateFundsArea } from './private-funds/index';
import { quantArea } from './quant/index';
import { messagesArea } from './messages/index';

/**
 * Every product area, one line each (CONTRIBUTING.md "Add a product area"), in route order:
 * an earlier area wins a path two areas declare. Which host serves an area is its manifest's
 * `hosts`; which client inside a host sees it (futures only in the futures app) its `isFor`.
 */
export const allAreas: readonly AreaModule[] = [
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

/**
 * The areas a host shell composes: {@link allAreas} that serve `host`.
 * @param host the shell's host id (`browser`, `native`, `mini-program`; its bridge's `kind`)
 */
export function hostAreas(host: HostKind): AreaModule[] {
  return areasForHost(allAreas, host);
}
