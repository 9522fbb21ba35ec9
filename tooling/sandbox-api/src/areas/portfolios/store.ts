/**
 * Reading and writing the portfolios area's rows: portfolios, their target positions, position
 * adjustments and advisors. The model portfolios (./models.ts) are seed rows; `/__sandbox/reset`
 * empties the tables and {@link ensureModels} puts the models back before the next request.
 */
import type { Ctx } from '../../ctx';
import { HttpError } from '../../http/errors';
import type { Fund } from '../../market/market';
import { MODEL_AMOUNT_MIN_BUY, MODEL_MANAGE_FARE, MODEL_PORTFOLIOS } from './models';

export interface PortfolioRow {
  id: number;
  user_id: number | null;
  name: string;
  description: string;
  strategy: string;
  topic: string;
  amount_min_buy: string;
  manage_fare: string;
  found_date: string;
  store_id: number | null;
  share_title: string | null;
  share_description: string | null;
  share_image: string | null;
  created_at: string;
}

export interface Holding {
  f: Fund;
  /** Target percent (integer %, 0-100). */
  percent: number;
}

export interface AdjustmentRow {
  id: number;
  portfolio_id: number;
  user_id: number;
  reason: string | null;
  created_at: string;
  effective_date: string;
  /** JSON: [{ symbol, percent_before, percent_after }] */
  positions: string;
}

/**
 * Inserts the model portfolios when they are missing (first start, or after a reset). Cheap:
 * one indexed lookup per request once they exist.
 */
export function ensureModels(ctx: Ctx): void {
  if (ctx.q('SELECT 1 FROM portfolios WHERE id = 1').get()) return;
  ctx.db.transaction(() => {
    for (const m of MODEL_PORTFOLIOS) {
      ctx
        .q(
          `INSERT OR IGNORE INTO portfolios (id, user_id, name, description, strategy, topic, amount_min_buy, manage_fare, found_date, created_at)
           VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          m.id,
          m.name,
          m.strategy,
          m.strategy,
          m.topic,
          MODEL_AMOUNT_MIN_BUY,
          MODEL_MANAGE_FARE,
          m.found_date,
          `${m.found_date}T00:00:00+08:00`,
        );
      m.positions.forEach(([code, percent], i) =>
        ctx
          .q(
            'INSERT OR IGNORE INTO portfolio_positions (portfolio_id, fund_code, percent, seq) VALUES (?, ?, ?, ?)',
          )
          .run(m.id, code, percent, i),
      );
    }
  })();
}

/** The portfolio row, or 404 (`field` names the request field for a 400 instead). */
export function portfolioOr404(ctx: Ctx, id: number, field?: string): PortfolioRow {
  const row = ctx.q('SELECT * FROM portfolios WHERE id = ?').get(id) as PortfolioRow | undefined;
  if (!row) throw new HttpError(field ? 400 : 404, { [field ?? 'detail']: ['组合不存在'] });
  return row;
}

/** Every portfolio id, models first, then created ones by id. */
export function allPortfolioIds(ctx: Ctx): number[] {
  return (ctx.q('SELECT id FROM portfolios ORDER BY id').all() as { id: number }[]).map(
    (r) => r.id,
  );
}

/** The current target positions, in the advisor's order (0 % rows are kept until removed). */
export function targetPositions(ctx: Ctx, portfolioId: number): Holding[] {
  const rows = ctx
    .q(
      'SELECT fund_code, percent FROM portfolio_positions WHERE portfolio_id = ? ORDER BY seq, fund_code',
    )
    .all(portfolioId) as { fund_code: string; percent: number }[];
  return rows.map((r) => ({ f: ctx.market.fund(r.fund_code)!, percent: r.percent }));
}

/** The positions with a nonzero target. */
export function activePositions(ctx: Ctx, portfolioId: number): Holding[] {
  return targetPositions(ctx, portfolioId).filter((p) => p.percent > 0);
}

/**
 * A portfolio's risk level: the highest risk level (1-5) among the funds it targets — the
 * sandbox does not author risk levels (README "Portfolios").
 */
export function portfolioRisk(ctx: Ctx, portfolioId: number): number {
  const ps = activePositions(ctx, portfolioId);
  return ps.length ? Math.max(...ps.map((p) => p.f.risk)) : 5;
}

/** Position adjustments of a portfolio, oldest first. */
export function adjustmentsOf(ctx: Ctx, portfolioId: number): AdjustmentRow[] {
  return ctx
    .q('SELECT * FROM position_adjustments WHERE portfolio_id = ? ORDER BY id')
    .all(portfolioId) as AdjustmentRow[];
}

/**
 * Whether the user is an advisor (`is_manager`): made one by `POST /__sandbox/advisors`, or the
 * owner of an approved store (the store area's `isStoreOwner` hook, its one source of truth).
 */
export function isAdvisor(ctx: Ctx, userId: number | null): boolean {
  return (
    userId !== null &&
    (!!ctx.q('SELECT 1 FROM portfolio_advisors WHERE user_id = ?').get(userId) ||
      (ctx.hooks.isStoreOwner?.(ctx, userId) ?? false))
  );
}

/** Makes a user an advisor (the dev endpoint; the store-apply flow of another issue may call it). */
export function makeAdvisor(ctx: Ctx, userId: number): void {
  ctx
    .q('INSERT OR IGNORE INTO portfolio_advisors (user_id, created_at) VALUES (?, ?)')
    .run(userId, ctx.nowIso());
}
