import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';
import { researchData } from '../data';

/**
 * The research reads the component tests fake, checked here against the real seed:
 * the holder atlas and a holding's history, sectors, tool presets, fund styles, the holder
 * structure, the trade status by the clock and the CSI 300 track of the fund chart.
 */
describe('research reads on the real seed (spec 001 §2, §9)', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(() => {
    sb = freshSandbox();
    c = new Client(sb);
  });
  afterAll(() => sb.close());

  it("000001's atlas: its 2022-12-31 top 10 with the market-wide count of funds holding each", async () => {
    const { status, body } = await c.get('/symbols/000001/holders_analyse/?type=holders_atlas');
    expect(status).toBe(200);
    expect(body).toMatchObject({ symbol: '000001', report_date: '2022-12-31', total_count: 10 });
    const first = body.holders[0];
    expect(first).toMatchObject({
      symbol: 'SZ300395',
      name: '菲利华',
      percent: 9.38,
      change: '-0.54',
    });
    expect(first!.funds_count).toBe(researchData().ownership.get('A:300395')!.funds);
    expect(body.holders.every((h: { shares: unknown }) => h.shares === null)).toBe(true);
    const newcomer = body.holders.find((h: { name: string }) => h.name === '华秦科技');
    expect(newcomer!.change).toBeNull();
  });

  it("a holding's history: the fund's weight in the stock per report, newest first; an unheld stock is 404", async () => {
    const { body } = await c.get('/symbols/000001/holders_shares_history/300395/');
    expect(body.map((r: { report_date: string }) => r.report_date)).toEqual([
      '2022-12-31',
      '2022-09-30',
      '2022-06-30',
      '2022-03-31',
      '2021-12-31',
    ]);
    expect(body[0]).toMatchObject({ percent: 9.38, change: '-0.54', shares: null });
    expect(body[0]!.market_value).toBe('295280000.00');
    expect(body[body.length - 1]!.change).toBeNull();
    expect((await c.get('/symbols/000001/holders_shares_history/999999/')).status).toBe(404);
  });

  it('a stock’s holders are the seed funds holding it at its latest report', async () => {
    const { body } = await c.get('/symbols/SH600519/holders_analyse/?type=funds');
    expect(body.report_date).toBe('2022-12-31');
    expect(body.holders[0]).toMatchObject({ symbol: '161725', shares: null });
  });

  it('sectors: every member fund has its largest Shenwan weight there; unknown sorts are 400', async () => {
    const { body } = await c.get('/symbols/funds/sectors/');
    expect(body.length).toBeGreaterThan(5);
    const defence = body.find((s: { name: string }) => s.name === '国防军工');
    expect(defence!.report_date).toBe('2022-12-31');
    const detail = await c.get(`/symbols/funds/sectors/${defence!.id}/?page_size=100`);
    expect(detail.body.total_count).toBe(defence!.funds_count);
    expect(detail.body.results.map((f: { symbol: string }) => f.symbol)).toContain('000001');
    expect((await c.get(`/symbols/funds/sectors/${defence!.id}/?sort=-nope`)).status).toBe(400);
    expect((await c.get('/symbols/funds/sectors/999/')).status).toBe(404);
  });

  it('tool presets: equity funds with a non-negative 1-year return, best first; an unknown tool is 404', async () => {
    const { body } = await c.get('/symbols/tools_search/1/?page_size=50');
    const ys = body.results.map((f) => f.percent_year);
    for (const f of body.results) expect(f.symbol_stype).toBe(300);
    for (const y of ys) expect(y).toBeGreaterThanOrEqual(0);
    expect([...ys].sort((a, b) => b! - a!)).toEqual(ys);
    expect((await c.get('/symbols/tools_search/9/')).status).toBe(404);
  });

  it('style overview: nine cells at 2022-12-31 whose counts are the funds with a style; a bad month is 400', async () => {
    const o = await c.get('/symbols/fund_styles/overview/');
    expect(o.body.date).toBe('2022-12-31');
    expect(o.body.styles).toHaveLength(9);
    const m = await c.get('/symbols/fund_styles/monthly_overview/?month=2026-03');
    expect(m.body.styles.map((s: { funds_count: number }) => s.funds_count)).toEqual(
      o.body.styles.map((s: { funds_count: number }) => s.funds_count),
    );
    expect((await c.get('/symbols/fund_styles/monthly_overview/?month=2026-13')).status).toBe(400);
    const hist = await c.get('/symbols/fund_styles/history/?symbol=000001&page=1&page_size=240');
    expect(hist.body.total_count).toBe(9);
  });

  it('holder structure has no source: an empty page, never invented ratios', async () => {
    const { body } = await c.get('/symbols/funds/000001/hold_struct/?page_size=1000');
    expect(body).toMatchObject({ total_count: 0, results: [] });
  });

  it('the fund chart’s CSI 300 track moves up to the NAV date of the clock (2026-04-20): it does not run flat', async () => {
    const { body } = await c.get('/symbols/funds/000001/net_history/?period=m');
    const last = body[body.length - 1];
    expect(last!.date).toBe('2026-04-17');
    const track = body.slice(-5).map((p) => p.percent_track);
    expect(new Set(track).size).toBeGreaterThan(1);
  });

  it('trade status follows the A-share session of the clock (spec 001 §9)', async () => {
    const at = async (now: string) => {
      await c.post('/__sandbox/clock', { now });
      return (await c.get('/symbols/markets/cn/')).body.trade_status;
    };
    expect(await at('2026-04-21T09:20:00+08:00')).toBe('call_auction');
    expect(await at('2026-04-21T09:27:00+08:00')).toBe('rest');
    expect(await at('2026-04-21T10:00:00+08:00')).toBe('open');
    expect(await at('2026-04-21T12:00:00+08:00')).toBe('rest');
    expect(await at('2026-04-21T14:59:00+08:00')).toBe('open');
    expect(await at('2026-04-21T15:00:00+08:00')).toBe('closed');
    expect(await at('2026-04-25T10:00:00+08:00')).toBe('closed'); // Saturday
  });
});
