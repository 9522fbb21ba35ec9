/**
 * The advisory fee (投顾服务费) of held portfolios, accrued daily (README "Portfolios"): for
 * every calendar day a user holds a portfolio, `fare = worth that day x manage_fare % / 365`,
 * rounded half-up to the cent, where worth is the confirmed shares held that day x each fund's
 * NAV of that day (the last real NAV on or before it). Rows are written by the due-date job and
 * charged (status 1) once their month has ended.
 */
import Decimal from 'decimal.js';
import type { components } from '@jijin/core';
import type { Ctx, TradeRow } from '../../ctx';
import { money } from '../../ctx';
import { addDays } from '../../market/calendar';
import { STATUS, signedShares } from '../../trading/codes';
import { portfolioOr404 } from './store';

type S = components['schemas'];
const ZERO = new Decimal(0);

/** Worth of a user's portfolio holding at the end of `date` (confirmed legs only). */
function worthOn(ctx: Ctx, legs: readonly TradeRow[], date: string): Decimal {
  const shares = new Map<string, Decimal>();
  for (const t of legs) {
    if (t.status !== STATUS.confirmed || t.confirm_date > date) continue;
    shares.set(t.fund_code, (shares.get(t.fund_code) ?? ZERO).plus(signedShares(t)));
  }
  let w = ZERO;
  for (const [code, s] of shares) {
    if (s.lte(0)) continue;
    const f = ctx.market.fund(code)!; // a portfolio's funds have a NAV series
    w = w.plus(
      s.times(ctx.market.navOn(f, date).nav).div(10000).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    );
  }
  return w;
}

/**
 * Accrues the advisory fee of every holding for each day before `today` not yet accrued.
 * @returns the number of fee rows written
 */
export function accrueManageFares(ctx: Ctx, today: string): number {
  const pairs = ctx.q('SELECT DISTINCT user_id, portfolio_id FROM portfolio_trades').all() as {
    user_id: number;
    portfolio_id: number;
  }[];
  const ins = ctx.q(
    'INSERT OR IGNORE INTO portfolio_manage_fares (user_id, portfolio_id, date, worth, fare) VALUES (?, ?, ?, ?, ?)',
  );
  let n = 0;
  for (const { user_id, portfolio_id } of pairs) {
    const p = ctx.q('SELECT manage_fare FROM portfolios WHERE id = ?').get(portfolio_id) as
      { manage_fare: string } | undefined;
    if (!p) continue;
    const legs = ctx
      .q(
        'SELECT t.* FROM trades t JOIN portfolio_trades o ON o.id = t.portfolio_trade_id WHERE o.user_id = ? AND o.portfolio_id = ? AND t.status = 1 ORDER BY t.id',
      )
      .all(user_id, portfolio_id) as TradeRow[];
    if (!legs.length) continue;
    const first = legs.map((t) => t.confirm_date).sort()[0]!;
    const last = ctx
      .q('SELECT MAX(date) AS d FROM portfolio_manage_fares WHERE user_id = ? AND portfolio_id = ?')
      .get(user_id, portfolio_id) as { d: string | null };
    const end = addDays(today, -1);
    ctx.db.transaction(() => {
      for (let d = last.d ? addDays(last.d, 1) : first; d <= end; d = addDays(d, 1)) {
        const worth = worthOn(ctx, legs, d);
        if (worth.lte(0)) continue;
        const fare = worth
          .times(p.manage_fare)
          .div(100)
          .div(365)
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        ins.run(user_id, portfolio_id, d, money(worth), money(fare));
        n += 1;
      }
    })();
  }
  return n;
}

/** Monthly fee records of a user (newest first): one per portfolio and month. */
export function manageFareRecords(ctx: Ctx, userId: number): S['ManageFare'][] {
  const rows = ctx
    .q(
      `SELECT portfolio_id, substr(date, 1, 7) AS month, MIN(date) AS start_date, MAX(date) AS end_date
       FROM portfolio_manage_fares WHERE user_id = ? GROUP BY portfolio_id, month ORDER BY month DESC, portfolio_id`,
    )
    .all(userId) as { portfolio_id: number; month: string; start_date: string; end_date: string }[];
  const thisMonth = ctx.today().slice(0, 7);
  return rows.map((r) => {
    const fares = ctx
      .q(
        'SELECT fare FROM portfolio_manage_fares WHERE user_id = ? AND portfolio_id = ? AND substr(date, 1, 7) = ?',
      )
      .all(userId, r.portfolio_id, r.month) as { fare: string }[];
    const p = portfolioOr404(ctx, r.portfolio_id);
    return {
      id: r.portfolio_id * 1_000_000 + Number(r.month.replace('-', '')),
      fund_portfolio: { id: p.id, name: p.name },
      fare: money(fares.reduce((s, x) => s.plus(x.fare), ZERO)),
      fare_ratio: Number(p.manage_fare),
      start_date: r.start_date,
      end_date: r.end_date,
      status: (r.month < thisMonth ? 1 : 0) as S['ManageFare']['status'],
    };
  });
}

/** The summary `GET /funds/manage_fare/mine/` answers (the account-funds area owns that call). */
export function manageFareSummary(ctx: Ctx, userId: number): S['ManageFareSummary'] {
  const results = manageFareRecords(ctx, userId);
  const total = results.reduce((s, r) => s.plus(r.fare), ZERO);
  const unpaid = results.filter((r) => r.status === 0).reduce((s, r) => s.plus(r.fare), ZERO);
  return { fare_total: money(total), fare_unpaid: money(unpaid), results };
}
