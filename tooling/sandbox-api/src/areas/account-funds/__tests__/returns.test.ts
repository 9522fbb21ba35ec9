import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, uuid } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

interface TradeJson {
  direction: number;
  status: number;
  amount_confirm: string | null;
  shares_confirm: string | null;
  fund: { net_value: string };
}

const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

describe('my returns are computed from my own trades and the NAV (designed /funds/returns/*, spec 001 §2 My funds, §5 Fund sell)', () => {
  let sb: SandboxApp;
  let c: Client;
  let cardId: number;
  const trades = async () =>
    (await c.get('/funds/trades/?symbol=000001')).body.results as TradeJson[];

  beforeAll(async () => {
    sb = freshSandbox(); // Monday 2026-04-20 10:00
    c = new Client(sb);
    cardId = (await openAccount(c, '13500135139')).cardId;
    const buy = await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(buy.status).toBe(200);
    await c.post('/__sandbox/clock', { now: '2026-04-22T21:00:00+08:00' });
  });
  afterAll(() => sb.close());

  it('the holding page figures: cost, 持有收益 and 收益率, days, the lot under the 7-day penalty tier and when it falls', async () => {
    const [t] = await trades();
    const shares = new Decimal(t!.shares_confirm!);
    const nav = new Decimal(t!.fund.net_value);
    const worth = cents(shares.times(nav));
    const r = await c.get('/funds/returns/holding/?symbol=000001');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      shares: shares.toFixed(2),
      cost: '1000.00',
      cost_per_share: new Decimal(1000)
        .div(shares)
        .toDecimalPlaces(4, Decimal.ROUND_HALF_UP)
        .toFixed(4),
      worth_value: worth.toFixed(2),
      holding_return: worth.minus(1000).toFixed(2),
      holding_return_rate: worth
        .minus(1000)
        .div(10)
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        .toNumber(),
      cumulative_return: worth.minus(1000).toFixed(2),
      holding_days: 1,
    });
    expect(r.body).not.toHaveProperty('lots');
    const lots = await c.get('/funds/returns/holding/lots/?symbol=000001');
    expect(lots.status).toBe(200);
    expect(lots.body).toMatchObject({ current_page: 1, total_count: 1, total_page: 1 });
    expect(lots.body.results).toEqual([
      expect.objectContaining({
        buy_date: '2026-04-20',
        confirm_date: '2026-04-21',
        shares: shares.toFixed(2),
        fee_rate: 1.5,
        penalty: true,
        falls_on: '2026-04-28',
        next_fee_rate: 0.5,
      }),
    ]);
  });

  it('selling 400 shares two days after buying estimates the 1.5 % penalty fee and the net, FIFO', async () => {
    const nav = new Decimal((await trades())[0]!.fund.net_value);
    const r = await c.get('/funds/returns/sell_estimate/?symbol=000001&shares=400');
    expect(r.status).toBe(200);
    const gross = cents(nav.times(400));
    const fee = cents(nav.times(400).times('0.015'));
    expect(r.body).toMatchObject({
      trade_date: '2026-04-23',
      gross: gross.toFixed(2),
      fee: fee.toFixed(2),
      net: gross.minus(fee).toFixed(2),
      penalty_shares: '400.00',
    });
    expect(r.body.parts).toHaveLength(1);
    // the same fee as the sell screen's existing quote
    const quote = await c.get(`/funds/sell_fee/?symbol=000001&shares=400&bank_card_id=${cardId}`);
    expect(quote.body.fare).toBe(fee.toFixed(2));
  });

  it('refuses a bad or too large share count with 400 and a Chinese message', async () => {
    const word = await c.get('/funds/returns/sell_estimate/?symbol=000001&shares=abc');
    expect(word.status).toBe(400);
    expect(word.body.errors?.shares).toHaveLength(1);
    for (const s of ['0', '1.234']) {
      const r = await c.get(`/funds/returns/sell_estimate/?symbol=000001&shares=${s}`);
      expect(r.status).toBe(400);
      expect(r.body.errors?.shares?.[0]).toBe('请输入正确的赎回份额');
    }
    const big = await c.get('/funds/returns/sell_estimate/?symbol=000001&shares=100000');
    expect(big.status).toBe(400);
    expect(big.body.errors?.shares?.[0]).toMatch(/^最多可卖出[\d.]+份$/);
    const month = await c.get('/funds/returns/calendar/?month=2026-13');
    expect(month.status).toBe(400);
    expect(month.body.errors?.month?.[0]).toBe('月份格式不正确');
  });

  describe('after selling 400 shares', () => {
    beforeAll(async () => {
      const sell = await c.post(
        '/funds/sell/',
        { symbol: '000001', shares: '400', bank_card_id: cardId, password: '135790' },
        { 'Idempotency-Key': uuid() },
      );
      expect(sell.status).toBe(200);
      await c.post('/__sandbox/clock', { now: '2026-04-28T21:00:00+08:00' });
    });

    it('keeps the per-share cost, and 累计收益 = worth + received - paid', async () => {
      const ts = await trades();
      const buy = ts.find((t) => t.direction === 0)!;
      const sell = ts.find((t) => t.direction === 1)!;
      expect(sell.status).toBe(1);
      const bought = new Decimal(buy.shares_confirm!);
      const left = bought.minus(400);
      const nav = new Decimal(buy.fund.net_value);
      const worth = cents(left.times(nav));
      const r = await c.get('/funds/returns/holding/?symbol=000001');
      expect(r.body.shares).toBe(left.toFixed(2));
      expect(r.body.cost).toBe(cents(new Decimal(1000).times(left).div(bought)).toFixed(2));
      expect(r.body.cumulative_return).toBe(
        worth.plus(sell.amount_confirm!).minus(1000).toFixed(2),
      );
      const lots = await c.get('/funds/returns/holding/lots/?symbol=000001');
      expect(lots.body.results[0]).toMatchObject({
        days: 7,
        penalty: false,
        fee_rate: 0.5,
        falls_on: '2027-04-21',
      });
    });

    it('the 收益日历 of April sums to the 累计收益 (all flows were in April), and each day to its funds', async () => {
      const cal = await c.get('/funds/returns/calendar/?month=2026-04');
      expect(cal.status).toBe(200);
      const hold = await c.get('/funds/returns/holding/?symbol=000001');
      const total = new Decimal(cal.body.total);
      expect(total.minus(hold.body.cumulative_return).abs().lte('0.01')).toBe(true);
      expect(cal.body.days[0]).toMatchObject({ date: '2026-04-20' });
      // the first day's loss is the purchase fee (bought at that day's NAV)
      expect(new Decimal(cal.body.days[0]!.income).lt(0)).toBe(true);
      for (const d of cal.body.days as { income: string; funds: { income: string }[] }[]) {
        const sum = d.funds.reduce((s, f) => s.plus(f.income), new Decimal(0));
        expect(sum.minus(d.income).abs().lte('0.01')).toBe(true);
      }
      expect((await c.get('/funds/returns/calendar/?month=2026-03')).body.days).toEqual([]);
    });

    it('TWR against 沪深300 with the excess; XIRR says not enough data over a few days', async () => {
      const r = await c.get('/funds/returns/summary/');
      expect(r.status).toBe(200);
      expect(r.body.start_date).toBe('2026-04-20');
      expect(r.body.end_date).toBe('2026-04-28');
      expect(typeof r.body.twr).toBe('number');
      expect(r.body.xirr).toBeNull();
      expect(r.body.xirr_status).toBe('insufficient');
      expect(r.body.benchmark).toMatchObject({
        symbol: '000300',
        name: '沪深300',
        as_of: '2026-04-28',
      });
      expect(r.body.benchmark.excess).toBeCloseTo(r.body.twr! - r.body.benchmark.return!, 3);
      expect(r.body.line.at(-1)).toMatchObject({ date: '2026-04-28', account: r.body.twr });
    });

    it('the look-through sees through the held fund by its report, dated, and adds up to the money held', async () => {
      const r = await c.get('/funds/returns/look_through/');
      expect(r.status).toBe(200);
      const hold = await c.get('/funds/returns/holding/?symbol=000001');
      expect(r.body.total).toBe(hold.body.worth_value);
      expect(r.body.reports[0]!.report_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const seen = (r.body.stocks as { amount: string }[]).reduce(
        (s, x) => s.plus(x.amount),
        new Decimal(0),
      );
      expect(seen.plus(r.body.undisclosed).minus(r.body.total).abs().lte('0.1')).toBe(true);
      const top = r.body.stocks[0];
      expect(
        new Decimal(top!.amount).div(r.body.total).times(100).minus(top!.percent).abs().lte('0.01'),
      ).toBe(true);
      expect(r.body.overlaps).toEqual([]);
    });
  });

  it('a user with no trades: zeros, empty calendar, no TWR, XIRR not enough data, nothing to see through', async () => {
    const other = new Client(sb);
    await openAccount(other, '13500135140');
    expect((await other.get('/funds/returns/holding/?symbol=000001')).body).toMatchObject({
      shares: '0.00',
      cost: '0.00',
      holding_return_rate: null,
      holding_days: null,
    });
    expect((await other.get('/funds/returns/holding/lots/?symbol=000001')).body).toEqual({
      current_page: 1,
      total_count: 0,
      total_page: 0,
      results: [],
    });
    expect((await other.get('/funds/returns/calendar/')).body.days).toEqual([]);
    expect((await other.get('/funds/returns/summary/')).body).toMatchObject({
      twr: null,
      xirr: null,
      xirr_status: 'insufficient',
      line: [],
    });
    expect((await other.get('/funds/returns/look_through/')).body).toMatchObject({
      total: '0.00',
      stocks: [],
      overlaps: [],
    });
  });

  it('an unknown fund is a 404 on symbol for the holding, its lots and the sell estimate alike; no symbol a 400', async () => {
    for (const path of [
      '/funds/returns/holding/?',
      '/funds/returns/holding/lots/?',
      '/funds/returns/sell_estimate/?shares=100&',
    ]) {
      const r = await c.get(`${path}symbol=999999`);
      expect(r.status, path).toBe(404);
      expect(r.body.errors, path).toEqual({ symbol: ['请求的数据不存在'] });
      const none = await c.get(path);
      expect(none.status, path).toBe(400);
      expect(none.body.errors, path).toHaveProperty('symbol');
    }
  });
});
