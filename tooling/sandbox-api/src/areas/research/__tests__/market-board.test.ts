import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';
import { median, sectorBoard, sortBoard, type BoardRow, type BoardStock } from '../market-board';

const stock = (
  code: string,
  sw1: string | null,
  mv: string | null,
  pe: number | null,
  pb: number | null,
): BoardStock => ({
  code,
  market: 'SH',
  name: code,
  sw1,
  close: '10.00',
  marketValue: mv,
  pe,
  pb,
});

const row = (
  symbol: string,
  percent_day: number | null,
  market_value: string | null,
): BoardRow => ({
  id: Number(symbol.slice(2)),
  symbol,
  abbr_name: symbol,
  symbol_type: 1,
  price: '10.00',
  price_date: '2026-02-06',
  percent_day,
  amount: null,
  market_value,
  pe: null,
  pb: null,
  sw_industry: null,
});

describe('the market board method (spec 001 §2 markets/cn; sandbox README "Market board")', () => {
  it('the median is the middle value, the mean of the two middle ones for an even count, null for none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([10.126])).toBe(10.13);
    expect(median([])).toBeNull();
  });

  it('sectors group the stocks with a Shenwan class: exact value sums, medians of positive PE / PB, ids by name, largest first', () => {
    const s = sectorBoard([
      stock('600001', '银行', '100000000.10', 5, 0.5),
      stock('600002', '银行', '200000000.20', 7, 0.7),
      stock('600003', '电子', '50000000.00', null, 3),
      stock('600004', '电子', null, 40, -1),
      stock('600005', '电子', '1.00', 60, 4),
      stock('600006', null, '999999999999.00', 10, 1),
    ]);
    // zh-CN order: 电子 (diàn) before 银行 (yín): ids 1 and 2; listed by market value
    expect(s).toEqual([
      {
        id: 2,
        name: '银行',
        stocks_count: 2,
        market_value: '300000000.30',
        pe_median: 6,
        pb_median: 0.6,
      },
      {
        id: 1,
        name: '电子',
        stocks_count: 3,
        market_value: '50000001.00',
        pe_median: 50,
        pb_median: 3.5,
      },
    ]);
  });

  it('sorting puts nulls last in both directions and rejects an unknown field with 400', () => {
    const rows = [
      row('SH600002', null, '5.00'),
      row('SH600001', 1.5, null),
      row('SH600003', -2, '9.00'),
    ];
    expect(sortBoard(rows, '-percent_day').map((r) => r.symbol)).toEqual([
      'SH600001',
      'SH600003',
      'SH600002',
    ]);
    expect(sortBoard(rows, 'percent_day').map((r) => r.symbol)).toEqual([
      'SH600003',
      'SH600001',
      'SH600002',
    ]);
    expect(sortBoard(rows, '-market_value').map((r) => r.symbol)).toEqual([
      'SH600003',
      'SH600002',
      'SH600001',
    ]);
    expect(() => sortBoard(rows, 'name')).toThrow();
  });
});

describe('the A-share market board on real data (spec 001 §2 /symbols/markets/cn/detail/ and /sect/{id}/, §9)', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(() => {
    sb = freshSandbox();
    c = new Client(sb);
  });
  afterAll(() => sb.close());

  it('the overview gives the trade status of the clock (Monday 10:00: open) and the Shenwan sectors with the snapshot date', async () => {
    const { status, body } = await c.get('/symbols/markets/cn/');
    expect(status).toBe(200);
    expect(body.trade_status).toBe('open');
    expect(body.valuation_date).toBe('2026-02-06');
    expect(body.sectors!.length).toBeGreaterThan(20);
    const names = body.sectors!.map((x: { name: string }) => x.name);
    expect(names).toContain('银行');
    expect(new Set(names).size).toBe(names.length);
    const mv = body.sectors!.map((x: { market_value: string }) => Number(x.market_value));
    expect([...mv].sort((a, b) => b - a)).toEqual(mv);
  });

  it('the detail ranks every listed stock; day changes exist only for the five daily series and come first', async () => {
    const byMv = await c.get('/symbols/markets/cn/detail/?sort=-market_value&page_size=50');
    expect(byMv.body.total_count).toBeGreaterThan(5000);
    const mv = byMv.body.results.map((r) => Number(r.market_value));
    expect([...mv].sort((a, b) => b - a)).toEqual(mv);
    const byDay = await c.get('/symbols/markets/cn/detail/?sort=-percent_day&page_size=6');
    const p = byDay.body.results.map((r) => r.percent_day);
    expect(p.slice(0, 5).every((x) => x !== null)).toBe(true);
    expect(p[5]).toBeNull();
    expect(byDay.body.results.map((r) => r.price_date)[0]).toBe('2026-04-17');
    expect((await c.get('/symbols/markets/cn/detail/?sort=name')).status).toBe(400);
  });

  it('a sector lists its own stocks, as many as the overview counts; an unknown sector is 404', async () => {
    const { body: o } = await c.get('/symbols/markets/cn/');
    const bank = o.sectors!.find((x: { name: string }) => x.name === '银行');
    const { status, body } = await c.get(`/symbols/markets/cn/sect/${bank!.id}/?page_size=100`);
    expect(status).toBe(200);
    expect(body.sector).toEqual(bank);
    expect(body.total_count).toBe(bank!.stocks_count);
    expect(body.results.every((r) => r.sw_industry === '银行')).toBe(true);
    expect(body.results.map((r: { abbr_name: string }) => r.abbr_name)).toContain('招商银行');
    expect((await c.get('/symbols/markets/cn/sect/9999/')).status).toBe(404);
  });
});
