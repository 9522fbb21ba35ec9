import { homePaths } from './home';
import { accountsPaths } from './accounts';
import { fundsPaths } from './funds';
import { portfoliosPaths } from './portfolios';
import { managersPaths } from './managers';
import { diagnosisPaths } from './diagnosis';
import { researchPaths } from './research';
import { promotionPaths } from './promotion';
import { coinsWalletPaths } from './coins-wallet';
import { storePaths } from './store';
import { privateFundsPaths } from './private-funds';
import { aiChatPaths } from './ai-chat';
import { futuresPaths } from './futures';
import { quantPaths } from './quant';
import { messagesPaths } from './messages';

/**
 * One typed registry of the app's screen paths (bulletproof-react `config/paths.ts`):
 * a link to another area is a function call, `appPaths.fundDetail('000001')`, never a string.
 * Each area keeps its entries in its own file beside this one. Named `appPaths` because `paths`
 * is the contract's generated type.
 */
export const appPaths = {
  ...homePaths,
  ...accountsPaths,
  ...fundsPaths,
  ...portfoliosPaths,
  ...managersPaths,
  ...diagnosisPaths,
  ...researchPaths,
  ...promotionPaths,
  ...coinsWalletPaths,
  ...storePaths,
  ...privateFundsPaths,
  ...aiChatPaths,
  ...futuresPaths,
  ...quantPaths,
  ...messagesPaths,
} as const;

export type AppPaths = typeof appPaths;
export { withQuery } from './query';
