import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  freshSandbox,
  openAccount,
  uuid,
  advisorRiskTest,
} from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

describe('the asset report and the advisory fee come from the user’s own holdings (spec 001 §7 Fund trading)', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(async () => {
    sb = freshSandbox(); // Monday 2026-04-20 10:00
    c = new Client(sb);
    const acc = await openAccount(c, '13500135101');
    const pay = { bank_card_id: acc.cardId, password: '135790' };
    expect((await advisorRiskTest(c, 2)).status).toBe(200);
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
    expect(Object.keys(by).sort()).toEqual(['理财宝', '公募基金', '基金组合'].sort());
    const funds = (await c.get('/funds/fund/mine/')).body as { worth_value: string }[];
    expect(by['公募基金']!.worth_value).toBe(funds[0]!.worth_value);
    expect(by['理财宝']!.worth_value).toBe((await c.get('/funds/bao/mine/')).body.worth_value);
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
    expect(r.body.errors?.date?.[0]).toContain('2026-05-05');
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
