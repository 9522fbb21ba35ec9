import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, uuid } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';
import { addDays } from '../../../market/calendar';

describe('the asset report and the advisory fee come from the user’s own holdings (spec 001 §7 Fund trading)', () => {
  let sb: SandboxApp;
  let c: Client;
  let userId: number;
  beforeAll(async () => {
    sb = freshSandbox(); // Monday 2026-04-20 10:00
    c = new Client(sb);
    const acc = await openAccount(c, '13500135101');
    userId = acc.userId;
    const pay = { bank_card_id: acc.cardId, password: '135790' };
    for (const [path, body] of [
      ['/funds/buy/', { symbol: '000001', amount: '2000.00', ...pay }],
      ['/funds/bao/buy/', { amount: '3000.00', ...pay }],
      ['/funds/fund_portfolios/buy/', { fund_portfolio_id: 2, amount: '10000.00', ...pay }],
    ] as const)
      expect((await c.post(path, body, { 'Idempotency-Key': uuid() })).status).toBe(200);
    await c.post('/__sandbox/clock', { now: '2026-05-06T10:00:00+08:00' });
  });
  afterAll(() => sb.close());

  it('has no sections and zero totals on a date before anything was confirmed', async () => {
    const r = await c.get('/funds/asset_report/mine/?date=2026-04-20');
    expect(r.body).toMatchObject({
      report_date: '2026-04-20',
      assets_total: '0.00',
      income_total: '0.00',
      sections: [],
    });
  });

  it('values funds, bao and portfolios at the report date, matching the holdings pages', async () => {
    // 1-5 May 2026 is the Labour Day holiday: the last trading day is 30 April
    expect((await c.get('/funds/asset_report/mine/')).body.report_date).toBe('2026-04-30');
    // on the latest published NAV date the report equals what the holdings pages show now
    const r = await c.get('/funds/asset_report/mine/?date=2026-05-05');
    expect(r.status).toBe(200);
    expect(r.body.real_name).toBe('*三');
    const by = Object.fromEntries(
      (r.body.sections as { name: string; worth_value: string; percent: number }[]).map((s) => [
        s.name,
        s,
      ]),
    );
    expect(Object.keys(by).sort()).toEqual(['余额宝', '公募基金', '基金组合'].sort());
    const funds = (await c.get('/funds/fund/mine/')).body as { worth_value: string }[];
    expect(by['公募基金']!.worth_value).toBe(funds[0]!.worth_value);
    expect(by['余额宝']!.worth_value).toBe((await c.get('/funds/bao/mine/')).body.worth_value);
    expect(Number(by['基金组合']!.worth_value)).toBeGreaterThan(9000);
    const total = Object.values(by).reduce((s, x) => s.plus(x.worth_value), new Decimal(0));
    expect(r.body.assets_total).toBe(total.toFixed(2));
    const pct = Object.values(by).reduce((s, x) => s + x.percent, 0);
    expect(pct).toBeGreaterThan(99.9);
    expect(pct).toBeLessThan(100.1);
  });

  it('refuses a report date after the latest published NAV date', async () => {
    expect((await c.get('/funds/asset_report/mine/?date=2026-05-03')).status).toBe(200);
    const r = await c.get('/funds/asset_report/mine/?date=2026-05-06');
    expect(r.status).toBe(400);
    expect(r.body.errors.date[0]).toContain('2026-05-05');
  });

  it('accrues 0.5 % a year of the portfolio’s daily worth, charged for April and due for May', async () => {
    // the method on fixed input: every calendar day from the first confirmation to yesterday
    const rows = sb.ctx.db
      .prepare(
        'SELECT t.fund_code, t.shares_confirm, t.confirm_date FROM trades t WHERE t.user_id = ? AND t.portfolio_trade_id IS NOT NULL AND t.status = 1',
      )
      .all(userId) as { fund_code: string; shares_confirm: string; confirm_date: string }[];
    const expected = new Map<string, Decimal>();
    const first = rows.map((r) => r.confirm_date).sort()[0]!;
    for (let d = first; d <= '2026-05-05'; d = addDays(d, 1)) {
      let worth = new Decimal(0);
      for (const r of rows)
        if (r.confirm_date <= d) {
          const f = sb.ctx.market.fund(r.fund_code)!;
          worth = worth.plus(
            new Decimal(r.shares_confirm).times(sb.ctx.market.navOn(f, d).nav).div(10000),
          );
        }
      const m = d.slice(0, 7);
      expected.set(m, (expected.get(m) ?? new Decimal(0)).plus(worth.times(0.005).div(365)));
    }
    const cents = (m: string) =>
      expected.get(m)!.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
    const mine = (await c.get('/funds/manage_fare/mine/')).body;
    const history = (await c.get('/funds/manage_fare/history/')).body;
    expect(history.results.map((x: { start_date: string }) => x.start_date)).toEqual([
      '2026-05-01',
      first,
    ]);
    const [may, april] = history.results;
    expect(april).toMatchObject({
      fund_portfolio: { id: 2 },
      fare: cents('2026-04'),
      fare_ratio: 0.5,
      end_date: '2026-04-30',
      status: 1,
    });
    expect(may).toMatchObject({ fare: cents('2026-05'), end_date: '2026-05-05', status: 0 });
    expect(mine.results).toEqual([may]);
    expect(mine.fare_unpaid).toBe(may.fare);
    expect(mine.fare_total).toBe(new Decimal(may.fare).plus(april.fare).toFixed(2));
    expect(Number(april.fare)).toBeGreaterThan(0);
  });

  it('has no fee and no report sections for a user without holdings', async () => {
    const other = new Client(sb);
    await openAccount(other, '13500135102');
    expect((await other.get('/funds/manage_fare/mine/')).body).toEqual({
      fare_total: '0.00',
      fare_unpaid: '0.00',
      results: [],
    });
    expect((await other.get('/funds/manage_fare/history/')).body.total_count).toBe(0);
    expect((await other.get('/funds/asset_report/mine/')).body.sections).toEqual([]);
  });
});
