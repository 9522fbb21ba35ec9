import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, signUp } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

describe('following funds, stocks and indexes (spec 001 §7 GET /symbols/following/ symbol_type 1,3,5)', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    await signUp(c, '13700137001');
  });
  afterAll(() => sb.close());

  it('the shared id 000001 names a fund by default, a stock with symbol_type 1 and an index with 5', async () => {
    expect((await c.post('/symbols/1/follow/')).body).toEqual({ followed: true });
    expect((await c.post('/symbols/1/follow/?symbol_type=1')).status).toBe(200);
    expect((await c.post('/symbols/300/follow/?symbol_type=5')).status).toBe(200);
    const { body } = await c.get('/symbols/following/?page_size=10000');
    expect(body.total_count).toBe(3);
    const rows = body.results.map(
      (r: { symbol: string; symbol_type: number; abbr_name: string }) => [
        r.symbol,
        r.symbol_type,
        r.abbr_name,
      ],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        ['000001', 3, '华夏成长混合'],
        ['SZ000001', 1, '平安银行'],
        ['000300', 5, '沪深300'],
      ]),
    );
    const stock = body.results.find((r: { symbol_type: number }) => r.symbol_type === 1);
    expect(stock!.price).toMatch(/^\d+\.\d{2}$/);
    expect(stock!.net_value).toBeNull();
    expect(stock!.net_value_date).toBeNull();
  });

  it("a followed fund's net_value and day's change are dated by its latest NAV in the market data", async () => {
    const { body } = await c.get('/symbols/following/?symbol_type=3');
    const fund = body.results.find((r: { symbol: string }) => r.symbol === '000001')!;
    const f = sb.ctx.market.fund('000001')!;
    const [prev, latest] = sb.ctx.market.history(f, '1990-01-01', sb.ctx.navDate()).slice(-2);
    expect(fund.net_value_date).toBe(latest!.date);
    expect(fund.net_value).toBe(new Decimal(latest!.nav).div(10000).toFixed(4));
    const day = new Decimal(latest!.nav).div(prev!.nav).minus(1).times(100).toNumber();
    expect(fund.percent_day).toBeCloseTo(day, 1);
    const index = (await c.get('/symbols/following/?symbol_type=5')).body.results[0]!;
    expect([index.symbol, index.net_value, index.net_value_date]).toEqual(['000300', null, null]);
  });

  it('symbol_type filters the tabs, and symbols checks one symbol', async () => {
    const stocks = await c.get('/symbols/following/?symbol_type=1');
    expect(stocks.body.results.map((r: { symbol: string }) => r.symbol)).toEqual(['SZ000001']);
    const idx = await c.get('/symbols/following/?symbol_type=5');
    expect(idx.body.results.map((r: { symbol: string }) => r.symbol)).toEqual(['000300']);
    const funds = await c.get('/symbols/following/?symbol_type=3');
    expect(funds.body.results.map((r: { symbol: string }) => r.symbol)).toEqual(['000001']);
    const check = await c.get('/symbols/following/?symbol_type=1&symbols=SZ000001');
    expect(check.body.total_count).toBe(1);
    expect(
      (await c.get('/symbols/following/?symbol_type=1&symbols=SH600519')).body.total_count,
    ).toBe(0);
  });

  it('unfollowing a stock keeps the fund of the same id; unknown ids are 404 and guests 401', async () => {
    expect((await c.post('/symbols/1/unfollow/?symbol_type=1')).body).toEqual({ followed: false });
    const { body } = await c.get('/symbols/following/');
    expect(body.results.map((r: { symbol: string }) => r.symbol).sort()).toEqual([
      '000001',
      '000300',
    ]);
    expect((await c.get('/symbols/funds/000001/')).body.followed).toBe(true);
    expect((await c.post('/symbols/999999/follow/?symbol_type=1')).status).toBe(404);
    expect((await c.post('/symbols/999998/follow/?symbol_type=5')).status).toBe(404);
    expect((await c.post('/symbols/1/follow/?symbol_type=2')).status).toBe(400);
    const guest = new Client(sb);
    expect((await guest.get('/symbols/following/')).status).toBe(401);
  });
});
