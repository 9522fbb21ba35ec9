/** Coupons (red packets) granted by the sandbox: 3 yuan at signup, 1 yuan at identity verification (spec 000 §5). */
import Decimal from 'decimal.js';
import type { Ctx } from '../ctx';
import { on, uid, paginate, type Req } from '../http/registry';
import { fundPublic } from './market';

interface CouponRow {
  id: number;
  user_id: number;
  name: string;
  amount: string;
  expense_min: string;
  apply_business: string;
  effective_to: string;
  used_trade_id: number | null;
  created_at: string;
}

function statusOf(ctx: Ctx, c: CouponRow): number {
  if (c.used_trade_id) return 1;
  return ctx.today() > c.effective_to ? 2 : 0;
}

function couponJson(ctx: Ctx, c: CouponRow, amount?: Decimal): Record<string, unknown> {
  const status = statusOf(ctx, c);
  const usable = status === 0 && (amount === undefined || amount.gte(c.expense_min));
  const cond = `买入满${new Decimal(c.expense_min).toFixed(0)}元可用`;
  return {
    id: c.id,
    name: c.name,
    description: `${c.name}，${cond}，有效期至${c.effective_to}`,
    amount: c.amount,
    expense_min: c.expense_min,
    apply_business: c.apply_business,
    use_condition: cond,
    enable_visible: status === 0,
    enable_check: usable,
    status,
    effective_to: c.effective_to,
    coupon: {
      id: c.id,
      name: c.name,
      use_condition: cond,
      apply_business: c.apply_business,
      expense_min: c.expense_min,
    },
  };
}

on('GET /coupons/mine/', (req: Req) => {
  const { ctx, query } = req;
  let rows = ctx
    .q('SELECT * FROM coupons WHERE user_id = ? ORDER BY id DESC')
    .all(uid(req)) as CouponRow[];
  if (query.status !== undefined) rows = rows.filter((c) => statusOf(ctx, c) === query.status);
  const page = paginate(rows, query.page ?? 1, query.page_size ?? 20);
  return { ...page, results: page.results.map((c) => couponJson(ctx, c)) };
});
on('GET /coupons/available/', (req: Req) => {
  const { ctx, query } = req;
  const amount = query.amount !== undefined ? new Decimal(query.amount) : undefined;
  const rows = (
    ctx.q('SELECT * FROM coupons WHERE user_id = ? ORDER BY id DESC').all(uid(req)) as CouponRow[]
  ).filter((c) => statusOf(ctx, c) === 0);
  return rows.map((c) => couponJson(ctx, c, amount));
});

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
