import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';
import type { TradeRow } from '../../../ctx';
import { BAO_CODE } from '../../../market/market';
import { signedShares } from '../../../trading';
import { tradeJson } from '../../../domain/trade-json';
import { dailyIncome } from '../holdings';
import { accountVersion, forgetAccounts } from '../account-state';

const FUNDS = ['000001', '000003'];
const READS = [
  '/funds/fund/mine/',
  '/funds/assets/mine/',
  '/funds/income/mine/?page_size=10000',
  '/funds/income/mine/?page=2&page_size=7',
  '/funds/income/fund/?symbol=000001&page_size=10000',
  '/funds/income/bao/?page_size=10000',
  '/funds/fund/fund_info/?symbol=000003',
  '/funds/trades/',
  '/funds/trades/?page=2&page_size=7',
  '/funds/trades/?status=1&direction=1,4&page_size=5',
  '/funds/bao/mine/',
];

/** One generated trade: indexes into the NAV days, amounts in cents, shares in hundredths. */
interface Gen {
  fund: number;
  direction: 0 | 1 | 4 | 5;
  status: 0 | 1 | 2;
  day: number;
  lag: number;
  cents: number;
  hundredths: number;
  fareCents: number;
  cash: boolean;
}
const genTrade = fc.record({
  fund: fc.integer({ min: 0, max: FUNDS.length - 1 }),
  direction: fc.constantFrom(0, 0, 1, 4, 5) as fc.Arbitrary<Gen['direction']>,
  status: fc.constantFrom(1, 1, 1, 0, 2) as fc.Arbitrary<Gen['status']>,
  day: fc.integer({ min: 0, max: 1000 }),
  lag: fc.integer({ min: 1, max: 3 }),
  cents: fc.integer({ min: 1, max: 2_000_000 }),
  hundredths: fc.integer({ min: 1, max: 1_000_000 }),
  fareCents: fc.integer({ min: 0, max: 900 }),
  cash: fc.boolean(),
});

const text = (n: number) => new Decimal(n).div(100).toFixed(2);

/**
 * The daily income of the trade log as the definition reads (before the one-pass method): for each
 * NAV day, the shares of every confirmed trade dated before it, on or before it, and the fees of
 * those dated that day, each summed over the whole log.
 */
function replayedIncome(sb: SandboxApp, userId: number, code: string) {
  const ctx = sb.ctx;
  const f = ctx.market.fund(code)!;
  const trades = (ctx.s.tradesOfUserFund.all(userId, code) as TradeRow[]).filter(
    (t) => t.status === 1,
  );
  if (!trades.length) return [];
  const start = trades.map((t) => t.trade_date).sort()[0]!;
  const pts = ctx.market.history(f, start, ctx.navDate());
  const sumOf = (keep: (t: TradeRow) => boolean, v: (t: TradeRow) => Decimal.Value) =>
    trades.filter(keep).reduce((s, t) => s.plus(v(t)), new Decimal(0));
  return pts.map((p, i) => {
    const held = sumOf((t) => t.trade_date < p.date, signedShares);
    const heldEnd = sumOf((t) => t.trade_date <= p.date, signedShares);
    const fare = sumOf(
      (t) => t.trade_date === p.date,
      (t) => t.fare ?? 0,
    );
    const prev = i > 0 ? pts[i - 1]!.nav : p.nav;
    return {
      trade_date: p.date,
      income_latest: held
        .times(p.nav - prev)
        .div(10000)
        .minus(fare)
        .toDecimalPlaces(2, 4),
      fare,
      worth: heldEnd.times(p.nav).div(10000).toDecimalPlaces(2, 4),
    };
  });
}

describe('kept account reads answer exactly what a full replay of the trade log answers (README "Account funds: holdings, income and trade records", cost per read)', () => {
  let sb: SandboxApp;
  let c: Client;
  let userId: number;
  let cardId: number;
  let days: string[];
  beforeAll(async () => {
    sb = freshSandbox(); // Monday 2026-04-20 10:00
    c = new Client(sb);
    ({ userId, cardId } = await openAccount(c, '13500135142'));
    const f = sb.ctx.market.fund(FUNDS[0]!)!;
    days = sb.ctx.market.history(f, '2022-01-01', sb.ctx.navDate()).map((p) => p.date);
  });
  afterAll(() => sb.close());

  /** Every read's status and body, by path. */
  const readAll = async () =>
    Object.fromEntries(
      await Promise.all(READS.map(async (p) => [p, await c.get(p)] as const)).then((rs) =>
        rs.map(([p, r]) => [p, { status: r.status, body: r.body as unknown }]),
      ),
    );

  /** Replaces the user's trades and bao income by the generated log (plain rows, one transaction). */
  const writeLog = (log: Gen[], baoDays: number[]) => {
    const db = sb.ctx.db;
    const ins = db.prepare(
      `INSERT INTO trades (serial_number, user_id, kind, fund_code, direction, status, amount, shares,
         amount_confirm, shares_confirm, fare, fare_ratio, discount_rate, net_value, apply_at, trade_date,
         confirm_date, bank_card_id, divi_type, source, amount_cents, confirmed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '0', '0', '1.0000', ?, ?, ?, ?, 1, 'app', ?, NULL)`,
    );
    db.transaction(() => {
      db.prepare('DELETE FROM trades WHERE user_id = ?').run(userId);
      db.prepare('DELETE FROM bao_income WHERE user_id = ?').run(userId);
      log.forEach((g, i) => {
        const day = days[g.day % (days.length - 4)]!;
        const sell = g.direction === 1;
        const shares = text(g.hundredths);
        const amount = g.direction === 4 && !g.cash ? '0.00' : text(g.cents);
        ins.run(
          `KEPT-${i}`,
          userId,
          'fund',
          FUNDS[g.fund],
          g.direction,
          g.status,
          amount,
          sell ? shares : null,
          g.status === 1 ? amount : null,
          g.status === 1 && !(g.direction === 4 && g.cash) ? shares : null,
          text(g.fareCents),
          `${day}T10:00:00+08:00`,
          day,
          days[days.indexOf(day) + g.lag],
          cardId,
          g.cents,
        );
      });
      if (baoDays.length) {
        ins.run(
          'KEPT-BAO',
          userId,
          'bao',
          BAO_CODE,
          0,
          1,
          '1000.00',
          null,
          '1000.00',
          '1000.00',
          '0.00',
          `${days[0]}T10:00:00+08:00`,
          days[0],
          days[1],
          cardId,
          100_000,
        );
        for (const d of [...new Set(baoDays)].sort((a, b) => a - b))
          db.prepare(
            'INSERT INTO bao_income (user_id, date, shares, income) VALUES (?, ?, ?, ?)',
          ).run(userId, days[d % days.length], '1000.00', text(d % 50));
      }
    })();
  };

  it('a random trade log: the one-pass daily income equals the per-day replay, kept answers equal recomputed ones, the SQL page equals the page of the whole list', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(genTrade, { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 39 }),
        async (log, baoDays, touched) => {
          const before = accountVersion(sb.ctx, userId);
          writeLog(log, baoDays);
          expect(accountVersion(sb.ctx, userId)).toBeGreaterThan(before);
          for (const code of FUNDS)
            expect(JSON.stringify(dailyIncome(sb.ctx, userId, sb.ctx.market.fund(code)!))).toBe(
              JSON.stringify(replayedIncome(sb, userId, code)),
            );
          // the whole list, ordered as the page query orders it
          const all = (
            sb.ctx.db
              .prepare(
                "SELECT * FROM trades WHERE user_id = ? AND kind = 'fund' AND portfolio_trade_id IS NULL",
              )
              .all(userId) as TradeRow[]
          ).sort((a, b) =>
            a.apply_at !== b.apply_at ? (a.apply_at < b.apply_at ? 1 : -1) : b.id - a.id,
          );
          const page2 = (await c.get('/funds/trades/?page=2&page_size=7')).body;
          expect(page2.total_count).toBe(all.length);
          expect(page2.total_page).toBe(Math.ceil(all.length / 7));
          expect(page2.results).toEqual(
            JSON.parse(
              JSON.stringify(
                all.slice(7, 14).map((t) => tradeJson(sb.ctx, t, 'http://127.0.0.1:8787')),
              ),
            ),
          );
          const kept = await readAll(); // computed, then kept
          expect(Object.values(kept).every((r) => r.status === 200)).toBe(true);
          expect(await readAll()).toEqual(kept);
          forgetAccounts(sb.ctx);
          expect(await readAll()).toEqual(kept);
          // a later write (a pending trade confirmed, or a confirmed one undone) moves the version
          const t = all[touched % all.length]!;
          sb.ctx.db
            .prepare(
              'UPDATE trades SET status = ?, shares_confirm = COALESCE(shares_confirm, ?), amount_confirm = COALESCE(amount_confirm, amount) WHERE id = ?',
            )
            .run(t.status === 1 ? 2 : 1, '10.00', t.id);
          const after = await readAll();
          forgetAccounts(sb.ctx);
          expect(await readAll()).toEqual(after);
        },
      ),
      { numRuns: 20, seed: 20260420 },
    );
  }, 120_000);
});
