import { homeRoutes } from './home';
import { accountsRoutes } from './accounts';
import { fundsRoutes } from './funds';
import { portfoliosRoutes } from './portfolios';
import { managersRoutes } from './managers';
import { diagnosisRoutes } from './diagnosis';
import { researchRoutes } from './research';
import { promotionRoutes } from './promotion';
import { coinsWalletRoutes } from './coins-wallet';
import { storeRoutes } from './store';
import { privateFundsRoutes } from './private-funds';
import { aiChatRoutes } from './ai-chat';
import { futuresRoutes } from './futures';
import { quantRoutes } from './quant';
import { messagesRoutes } from './messages';
import type { AppRoute } from './route';

/**
 * Every screen of the app, each declared once as `{ pattern, build }` (spec 000 §2, spec 001 §2):
 * the area manifests give the router `appRoutes.x.pattern`, links call `appPaths.x(…)`. Each
 * area keeps its entries in its own file beside this one (README.md "Routes").
 */
export const appRoutes = {
  ...homeRoutes,
  ...accountsRoutes,
  ...fundsRoutes,
  ...portfoliosRoutes,
  ...managersRoutes,
  ...diagnosisRoutes,
  ...researchRoutes,
  ...promotionRoutes,
  ...coinsWalletRoutes,
  ...storeRoutes,
  ...privateFundsRoutes,
  ...aiChatRoutes,
  ...futuresRoutes,
  ...quantRoutes,
  ...messagesRoutes,
} as const;

/** The registry's entries by name. */
export type AppRoutes = typeof appRoutes;

/** The link builders of {@link appRoutes}, by the same names. */
export type AppPaths = { readonly [K in keyof AppRoutes]: AppRoutes[K]['build'] };

/**
 * The link to a screen is a call, `appPaths.fundDetail('000001')`, never a hand-written string:
 * each function is its route's `build` ({@link appRoutes}). Named `appPaths` because `paths` is
 * the contract's generated type.
 */
export const appPaths: AppPaths = Object.fromEntries(
  Object.entries(appRoutes).map(([name, r]: [string, AppRoute<unknown>]) => [name, r.build]),
) as unknown as AppPaths;

export { route, fillPattern, withQuery } from './route';
export type { AppRoute, PatternArgs } from './route';
