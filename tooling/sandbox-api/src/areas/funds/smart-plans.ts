/**
 * The funds area's smart 定投 reads (designed; README "Smart 定投 plans"): the indexes a 均线定投
 * plan may follow. Plans are created and changed in `orders.ts`, their rules are
 * `domain/smart-plans.ts` and `domain/smart-plan-indexes.ts`.
 */
import { maIndexesJson } from '../../domain/smart-plan-indexes';
import type { SandboxArea } from '../define';

export const smartPlanHandlers = {
  'GET /funds/fixed_investment/ma_indexes/': (req) =>
    maIndexesJson(req.ctx, String(req.query.symbol)),
} satisfies SandboxArea['handlers'];
