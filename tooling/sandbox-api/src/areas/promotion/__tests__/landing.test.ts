import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';
import { fmtScaled } from '../../../market/market';

let sb: SandboxApp;
let c: Client;
beforeAll(async () => {
  sb = freshSandbox();
  c = new Client(sb);
  await c.get('/symbols/funds/?page_size=1');
});
afterAll(() => sb.close());

const backtest = (q: Record<string, string | number>) =>
  c.get(
    `/promotion/fixed_invest/backtest/?${new URLSearchParams(
      Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]),
    )}`,
  );

describe('the 定投 backtest (README "Promotion landing pages", core backtestFixedInvestment)', () => {
  const plan = {
    symbol: '000001',
    amount: '1000',
    period_unit: 0,
    trade_day: 8,
    start_date: '2025-01-01',
    end_date: '2025-06-30',
  };

  it('deducts on the plan day of each month, moved to the next trading day, at the real NAV of that day', async () => {
    const r = await backtest(plan);
    expect(r.status).toBe(200);
    // 2025-02-08 and 2025-03-08 are Saturdays, 2025-06-08 a Sunday (real A-share calendar).
    expect(r.body.records.map((x: { date: string }) => x.date)).toEqual([
      '2025-01-08',
      '2025-02-10',
      '2025-03-10',
      '2025-04-08',
      '2025-05-08',
      '2025-06-09',
    ]);
    const f = sb.ctx.market.fund('000001')!;
    for (const rec of r.body.records)
      expect(rec.nav).toBe(fmtScaled(sb.ctx.market.navOn(f, rec.date).nav, 4));
    expect(r.body.end_nav).toBe(fmtScaled(sb.ctx.market.navOn(f, '2025-06-30').nav, 4));
  });

  it('buys net of the platform fee (1.50 % x 1折 on a hybrid fund) and values the shares at the end NAV', async () => {
    const r = (await backtest(plan)).body;
    expect(r.fare_ratio).toBe('0.0015');
    expect(r.periods).toBe(6);
    for (const rec of r.records) {
      expect(rec.fare).toBe('1.50'); // 1000 x 0.0015 / 1.0015 = 1.4977…
      expect(rec.shares).toBe(
        new Decimal('998.50').div(rec.nav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
      );
    }
    const shares = r.records.reduce(
      (s: Decimal, x: { shares: string }) => s.plus(x.shares),
      new Decimal(0),
    );
    expect(r.fixed).toMatchObject({ invested: '6000.00', fare: '9.00', shares: shares.toFixed(2) });
    const worth = shares.times(r.end_nav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(r.fixed.worth).toBe(worth.toFixed(2));
    expect(r.fixed.profit).toBe(worth.minus(6000).toFixed(2));
    expect(r.fixed.return_percent).toBe(
      worth.minus(6000).div(6000).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
    );
    // the lump sum: 6000 at once on 2025-01-08 (fee 6000 x 0.0015 / 1.0015 = 8.99)
    expect(r.lump.fare).toBe('8.99');
    expect(r.lump.shares).toBe(
      new Decimal('5991.01')
        .div(r.records[0]!.nav)
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        .toFixed(2),
    );
    expect(r.note).toMatch(/单位净值/);
  });

  it('values up to the latest NAV date by default and refuses a later end date', async () => {
    const { end_date: _omit, ...open } = plan;
    const r = await backtest(open);
    expect(r.body.end_date).toBe('2026-04-19'); // the NAV date at 10:00 on 2026-04-20
    const late = await backtest({ ...plan, end_date: '2026-04-21' });
    expect(late.status).toBe(400);
    expect(late.body.errors?.end_date?.[0]).toBe('结束日期不能晚于最新净值日期2026-04-19');
  });

  it('answers each bad input with a Chinese message on its field, never a 500', async () => {
    const cases: [Record<string, string | number>, string, RegExp][] = [
      [{ symbol: '999999' }, 'symbol', /^基金不存在$/],
      [{ symbol: '000198' }, 'symbol', /^货币基金/],
      [{ amount: '5' }, 'amount', /^最低定投10元$/],
      [{ amount: '50000.01' }, 'amount', /^最多定投50000元$/],
      [{ period_unit: 1, trade_day: 6 }, 'trade_day', /^请选择周一至周五的扣款日$/],
      [
        { start_date: '1990-01-01' },
        'start_date',
        /^开始日期不能早于该基金最早的净值日期\d{4}-\d\d-\d\d$/,
      ],
      [{ start_date: '2025-07-01' }, 'start_date', /^开始日期需早于结束日期$/],
      [{ start_date: '2025-06-10', end_date: '2025-06-30' }, 'start_date', /没有扣款日/],
    ];
    for (const [over, field, msg] of cases) {
      const r = await backtest({ ...plan, ...over });
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(r.body.errors![field]![0]).toMatch(msg);
    }
    const bad = await backtest({ ...plan, amount: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.amount).toBeDefined();
  });

  it('runs a weekly plan on its weekday', async () => {
    const r = await backtest({ ...plan, period_unit: 1, trade_day: 3, end_date: '2025-01-31' });
    expect(r.body.records.map((x: { date: string }) => x.date)).toEqual([
      '2025-01-02', // Wednesday 01-01 is New Year's Day: moved to Thursday
      '2025-01-08',
      '2025-01-15',
      '2025-01-22',
      // 2025-01-29 is the Spring Festival closure: moved past the end of the window
    ]);
  });
});

describe('the fund radio has no programme source (README "Promotion landing pages")', () => {
  it('answers an empty page and says why, never an invented programme', async () => {
    const r = await c.get('/promotion/fm_radio/programs/');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total_count: 0, results: [] });
    expect(r.body.notice).toMatch(/没有接入基金电台的音频节目来源/);
  });
});

describe('the landing activities are sandbox rows with their rules (spec 001 §2 Promotion)', () => {
  it('answers each landing page’s activity marked as written for the sandbox', async () => {
    for (const code of ['fund_portfolios', 'diagnosis', 'fm_radio', 'fixed_invest', 'diagnose']) {
      const r = await c.get(`/promotion/activities/${code}/`);
      expect(r.status, code).toBe(200);
      expect(r.body.is_example).toBe(true);
      expect(r.body.status).toBe(1);
      expect(r.body.rules!.length).toBeGreaterThan(1);
      expect(r.body.rules!.join('')).toMatch(/示例活动/);
    }
    const old = await c.get('/promotion/activities/double11/');
    expect(old.body.rules).toEqual([]);
  });
});
