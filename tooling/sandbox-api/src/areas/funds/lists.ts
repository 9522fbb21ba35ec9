/**
 * The funds area's fund lists (spec 001 §7 Symbols): the user's followed funds and the platform's
 * recommended funds (derived from real NAVs, not curated). Moved here from the last legacy
 * handler file, src/handlers/fund-lists.ts.
 */
import { paginate, uid } from '../../http/registry';
import { fundPublic } from '../../domain/fund-public';
import { directoryFund } from '../../domain/fund-directory';
import { listedFundJson } from './directory';
import type { SandboxArea } from '../define';

export const listHandlers = {
  /**
   * The funds the user follows, newest follow first (`follows` kind 'symbol'); a master-list fund
   * as `listedFundJson` answers it (figures, fees and risk level null).
   */
  'GET /symbols/funds/following/': (req) => {
    const { ctx, query } = req;
    const funds = (
      ctx
        .q(
          "SELECT target FROM follows WHERE user_id = ? AND kind = 'symbol' ORDER BY created_at DESC, target",
        )
        .all(uid(req)) as { target: string }[]
    )
      .map((r) => ctx.market.fund(r.target) ?? directoryFund(ctx, r.target))
      .filter((f) => f !== undefined);
    const page = paginate(funds, query.page ?? 1, query.page_size ?? 20);
    return {
      ...page,
      results: page.results.map((f) =>
        // a master-list fund (no NAV data): its name and type, every figure null
        ctx.market.fund(f.code)
          ? fundPublic(ctx, f, req.userId, req.origin)
          : listedFundJson(ctx, f, req.userId, req.origin),
      ),
    };
  },
  /** Recommended: funds with over 250 NAV days, best 1-year return first, then by code. */
  'GET /symbols/funds/recommend/': (req) => {
    const { ctx, query } = req;
    const stats = ctx.market.statsAsOf(ctx.navDate());
    const list = ctx.market.funds
      .filter(
        (f) => f.series && f.series.days.length > 250 && stats.get(f.code)!.percent_year !== null,
      )
      .sort(
        (a, b) =>
          Number(stats.get(b.code)!.percent_year) - Number(stats.get(a.code)!.percent_year) ||
          (a.code < b.code ? -1 : 1),
      );
    const page = paginate(list, query.page ?? 1, query.page_size ?? 20);
    return {
      ...page,
      results: page.results.map((f) => fundPublic(ctx, f, req.userId, req.origin)),
    };
  },
} satisfies SandboxArea['handlers'];
