/**
 * The user's followed funds and the platform's recommended funds (moved out of the former
 * coupons.ts when coupons went to src/areas/promotion; the funds area takes these next).
 */
import { on, uid, paginate, type Req } from '../http/registry';
import { fundPublic } from './market';

// ---------- fund lists of the user and the platform ----------
on('GET /symbols/funds/following/', (req: Req) => {
  const { ctx, query } = req;
  const codes = (
    ctx
      .q(
        "SELECT target FROM follows WHERE user_id = ? AND kind = 'symbol' ORDER BY created_at DESC, target",
      )
      .all(uid(req)) as { target: string }[]
  ).map((r) => r.target);
  const page = paginate(codes, query.page ?? 1, query.page_size ?? 20);
  return {
    ...page,
    results: page.results.map((c) => fundPublic(ctx, ctx.market.fund(c)!, req.userId, req.origin)),
  };
});
on('GET /symbols/funds/recommend/', (req: Req) => {
  const { ctx, query } = req;
  // recommended: funds with a full NAV series, best 1-year return first (derived, not curated)
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
  return { ...page, results: page.results.map((f) => fundPublic(ctx, f, req.userId, req.origin)) };
});
