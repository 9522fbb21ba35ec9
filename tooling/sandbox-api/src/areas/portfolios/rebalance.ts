/**
 * Portfolio rebalances (README "Portfolios"): current versus target per fund on a card, whether
 * a holding needs a rebalance, and the order that sells the overweight funds now and buys the
 * underweight ones with the proceeds once those sells are confirmed (`onDue`).
 */
import Decimal from 'decimal.js';
import type { Ctx } from '../../ctx';
import { money } from '../../ctx';
import { shIso, shInstant } from '../../clock';
import { bad } from '../../http/errors';
import { requireFresh } from '../../domain/freshness';
import {
  DIRECTION,
  STATUS,
  cardOf,
  childTrades,
  insertBuyLeg,
  isSellDirection,
  openRebalances,
  placeSellOrder,
  runningRebalance,
  sharesOnCard,
  tradeDates,
  type PortfolioTradeRow,
} from '../../trading';
import { activePositions, portfolioOr404 } from './store';
import { heldFunds, splitAmount } from './trading';

const ZERO = new Decimal(0);
/**
 * Current versus target of a holding on a card: worth per fund and what a rebalance trades.
 * @param cash yuan on its way into the holding (a rebalance's sell proceeds), counted in the total
 */
export function rebalancePlan(
  ctx: Ctx,
  userId: number,
  portfolioId: number,
  cardId: number,
  cash = ZERO,
) {
  const held = heldFunds(ctx, userId, portfolioId);
  const targets = activePositions(ctx, portfolioId);
  const codes = [...new Set([...targets.map((t) => t.f.code), ...held.map((h) => h.f.code)])];
  const rows = codes.map((code) => {
    const h = held.find((x) => x.f.code === code);
    const f = h?.f ?? ctx.market.fund(code)!;
    // a portfolio's funds have a NAV series
    const nav = h?.nav ?? new Decimal(ctx.market.navOn(f, ctx.navDate()).nav).div(10000);
    const enable = h ? sharesOnCard(h.p, cardId).enable : ZERO;
    const current = h ? sharesOnCard(h.p, cardId).current : ZERO;
    return {
      f,
      p: h?.p,
      nav,
      enable,
      current,
      worth: enable.times(nav),
      percent_target: targets.find((t) => t.f.code === code)?.percent ?? 0,
    };
  });
  const total = rows.reduce((s, r) => s.plus(r.worth), ZERO).plus(cash);
  return {
    total,
    rows: rows.map((r) => {
      const target = total.times(r.percent_target).div(100);
      const sellShares =
        r.percent_target === 0
          ? r.enable
          : r.worth.gt(target)
            ? r.worth.minus(target).div(r.nav).toDecimalPlaces(2, Decimal.ROUND_DOWN)
            : ZERO;
      return {
        ...r,
        percent_current: total.isZero()
          ? 0
          : r.worth.div(total).times(100).toDecimalPlaces(2).toNumber(),
        shares_target: r.nav.isZero()
          ? ZERO
          : target.div(r.nav).toDecimalPlaces(2, Decimal.ROUND_DOWN),
        sellShares,
        shortfall: Decimal.max(0, target.minus(r.worth)),
      };
    }),
  };
}

/**
 * The part (0..1] of a card's holding that a rebalance compare for `shares` portfolio shares covers
 * (spec 001 §2 `/p/{id}/rebalance_compare/?bankCardId[&shares]`). A portfolio share is worth 1
 * yuan of the holding, as `shares_list` counts them: `available` is the card's rebalanceable worth
 * (`rebalancePlan(...).total`); 1 without `shares` or for all of them (to the cent).
 * @throws HttpError 400 `errors.shares`: not positive or more than 2 decimals (请输入正确的调仓份额),
 * more than the card holds (最多可调仓{n}份)
 */
export function rebalancePart(available: Decimal, shares: string | undefined): Decimal {
  if (shares === undefined) return new Decimal(1);
  const n = new Decimal(shares);
  if (n.lte(0) || n.decimalPlaces() > 2) throw bad('shares', '请输入正确的调仓份额');
  const max = available.toDecimalPlaces(2, Decimal.ROUND_DOWN);
  if (n.gt(max)) throw bad('shares', `最多可调仓${max.toFixed(2)}份`);
  // all the card's shares, as shown to the cent, are the whole holding
  return n.eq(max) ? new Decimal(1) : n.div(available);
}

/**
 * Whether the holding on the card needs a rebalance: it still holds a fund the targets dropped,
 * or a fund's share of the worth is 5 percentage points (half a 10 % step) or more off target.
 */
export function needsRebalance(
  ctx: Ctx,
  userId: number,
  portfolioId: number,
  cardId: number,
): boolean {
  const plan = rebalancePlan(ctx, userId, portfolioId, cardId);
  if (plan.total.lte(0)) return false;
  return plan.rows.some(
    (r) =>
      (r.percent_target === 0 && r.enable.gt(0)) ||
      Math.abs(r.percent_current - r.percent_target) >= 5,
  );
}

export interface RebalanceInput {
  userId: number;
  portfolioId: number;
  bank_card_id: number;
}

/**
 * Starts a rebalance toward the current targets: sells the overweight funds now; their
 * proceeds buy the underweight ones when confirmed ({@link runRebalanceBuys}).
 * @throws HttpError 400 when nothing needs rebalancing or a rebalance is running, 404
 */
export function placeRebalance(ctx: Ctx, inp: RebalanceInput): PortfolioTradeRow {
  const pf = portfolioOr404(ctx, inp.portfolioId, 'fund_portfolio_id');
  const card = cardOf(ctx, inp.userId, inp.bank_card_id);
  if (runningRebalance(ctx, inp.userId, pf.id)) throw bad('fund_portfolio_id', '该组合正在调仓中');
  if (!needsRebalance(ctx, inp.userId, pf.id, card.id))
    throw bad('fund_portfolio_id', '当前持仓与目标配置一致，无需调仓');
  const plan = rebalancePlan(ctx, inp.userId, pf.id, card.id);
  const sells = plan.rows.filter((r) => r.sellShares.gt(0) && r.p);
  for (const r of plan.rows)
    if (r.sellShares.gt(0) || r.percent_target > 0) requireFresh(ctx, r.f, 'fund_portfolio_id');
  const amount = sells.reduce((s, r) => s.plus(r.sellShares.times(r.nav)), ZERO);
  const lastAdj = ctx
    .q('SELECT MAX(id) AS id FROM position_adjustments WHERE portfolio_id = ?')
    .get(pf.id) as { id: number | null };
  return placeSellOrder(ctx, {
    userId: inp.userId,
    portfolioId: pf.id,
    direction: DIRECTION.rebalance,
    amount,
    cardId: card.id,
    at: ctx.now(),
    legs: sells.map((r) => ({ f: r.f, p: r.p!, nav: r.nav, shares: r.sellShares })),
    adjustment_id: lastAdj.id,
    status: STATUS.rebalancing,
  });
}

/**
 * Due work: for each rebalance whose sells are all confirmed, buys the underweight funds with
 * the proceeds (in proportion to each fund's shortfall at the current targets).
 * @returns the number of rebalances that placed their buys
 */
export function runRebalanceBuys(ctx: Ctx): number {
  const open = openRebalances(ctx);
  let n = 0;
  for (const o of open) {
    const kids = childTrades(ctx, o.id);
    if (kids.some((t) => t.status === STATUS.pending)) continue;
    const proceeds = kids
      .filter((t) => isSellDirection(t.direction) && t.status === STATUS.confirmed)
      .reduce((s, t) => s.plus(t.amount_confirm ?? 0), ZERO);
    const plan = rebalancePlan(ctx, o.user_id, o.portfolio_id, o.bank_card_id, proceeds);
    const under = plan.rows.filter((r) => r.percent_target > 0 && r.shortfall.gt(0));
    const at = Math.max(ctx.now(), shInstant(ctx.today(), '09:30:00'));
    ctx.db.transaction(() => {
      const parts = splitAmount(
        proceeds,
        under.map((r) => ({ f: r.f, weight: r.shortfall })),
      );
      for (const part of parts.filter((x) => x.amount.gt(0)))
        insertBuyLeg(ctx, {
          userId: o.user_id,
          orderId: o.id,
          f: part.f,
          amount: part.amount,
          cardId: o.bank_card_id,
          at,
          dates: tradeDates(ctx, part.f, at),
        });
      if (proceeds.gt(0))
        ctx
          .q('INSERT INTO card_ledger (card_id, trade_id, amount, at, note) VALUES (?, ?, ?, ?, ?)')
          .run(o.bank_card_id, kids[0]!.id, money(proceeds.neg()), shIso(at), '组合调仓买入');
      const last = childTrades(ctx, o.id)
        .map((t) => t.confirm_date)
        .sort()
        .pop()!;
      ctx
        .q('UPDATE portfolio_trades SET status = NULL, confirm_date = ? WHERE id = ?')
        .run(last, o.id);
    })();
    n += 1;
  }
  return n;
}

/** What a sell of one fund held through a portfolio asks for; `shares` to 2 decimals. */
