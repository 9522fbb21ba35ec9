import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';
import type { Fund } from '../../../market/market';
import { SIMILAR_WINDOW, correlation, kLine, profitLoss, similarKLine } from '../quotes';

const pt = (date: string, nav: number) => ({ date, nav });

describe('fund candles from the NAV series (spec 001 §7 Symbols, k_line)', () => {
  const pts = [
    pt('2026-01-05', 10000), // Monday
    pt('2026-01-06', 10200),
    pt('2026-01-07', 9900),
    pt('2026-01-12', 10100), // next week
    pt('2026-02-02', 11000), // next month
  ];
  it('a day candle is the NAV itself: open = high = low = close, percent vs the previous NAV', () => {
    const d = kLine(pts, 'day', 120);
    expect(d).toHaveLength(5);
    expect(d[1]).toEqual({
      date: '2026-01-06',
      open: '1.0200',
      close: '1.0200',
      high: '1.0200',
      low: '1.0200',
      percent: 2,
    });
    expect(d[0]!.percent).toBeNull();
  });
  it('a week candle opens on its first NAV, closes on its last, high/low are the extremes, dated by its last NAV', () => {
    const w = kLine(pts, 'week', 120);
    expect(w.map((c) => c.date)).toEqual(['2026-01-07', '2026-01-12', '2026-02-02']);
    expect(w[0]).toMatchObject({ open: '1.0000', close: '0.9900', high: '1.0200', low: '0.9900' });
    expect(w[1]!.percent).toBe(2.02);
  });
  it('month candles group by calendar month and count keeps the latest ones', () => {
    const m = kLine(pts, 'month', 1);
    expect(m).toEqual([
      {
        date: '2026-02-02',
        open: '1.1000',
        close: '1.1000',
        high: '1.1000',
        low: '1.1000',
        percent: 8.91,
      },
    ]);
  });
});

describe('profit probability by holding period from history (contract ProfitLossPrediction)', () => {
  it('every NAV day with a full period after it is a start; its return is the last NAV on or before the end date', () => {
    const pts = [
      pt('2026-01-01', 10000),
      pt('2026-01-15', 9000),
      pt('2026-02-01', 11000),
      pt('2026-02-20', 9900),
      pt('2026-03-01', 9900),
    ];
    const [m1, ...rest] = profitLoss(pts);
    expect(rest).toEqual([]); // no start has a full 3 months after it
    // starts: 01-01 -> 02-01 (+10 %), 01-15 -> 02-01 (+22.22 %), 02-01 -> 03-01 (-10 %)
    expect(m1).toMatchObject({
      period: '1m',
      period_display: '持有1个月',
      samples: 3,
      profit_probability: 66.67,
      max_loss_percent: -10,
      best_percent: 22.22,
      expected_percent: 7.41,
    });
    expect(m1!.percentiles.p50).toBe(10);
  });
  it('a series of fewer than two NAVs has no prediction', () => {
    expect(profitLoss([pt('2026-01-01', 10000)])).toEqual([]);
  });
});

describe('similar K-lines by correlation of daily NAV returns (spec 001 §1 /s/{symbol}/similar_k_line/)', () => {
  const fund = (code: string, name: string) => ({ code, name }) as Fund;
  const dates = Array.from({ length: SIMILAR_WINDOW + 1 }, (_, i) =>
    new Date(Date.UTC(2026, 0, 1) + i * 86400000).toISOString().slice(0, 10),
  );
  const series = (f: (i: number) => number) => dates.map((d, i) => pt(d, Math.round(f(i))));
  const wave = (i: number) => 10000 + 500 * Math.sin(i / 3);
  it('correlation is 1 for proportional series, -1 for opposite ones, null for a constant one', () => {
    expect(correlation([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 10);
    expect(correlation([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 10);
    expect(correlation([1, 1, 1], [1, 2, 3])).toBeNull();
  });
  it('ranks funds by correlation, skips the fund, its other share classes, negative ones and those missing a date', () => {
    const target = { fund: fund('000001', '测试成长A'), points: series(wave) };
    const out = similarKLine(target, [
      target,
      { fund: fund('000002', '测试成长C'), points: series(wave) },
      { fund: fund('000003', '同向基金'), points: series((i) => wave(i) * 2) },
      { fund: fund('000004', '噪声基金'), points: series((i) => wave(i) + (i % 2 ? 300 : -300)) },
      { fund: fund('000005', '反向基金'), points: series((i) => 20000 - wave(i)) },
      { fund: fund('000006', '缺日基金'), points: series(wave).slice(1) },
    ]);
    expect(out.map((r) => r.symbol)).toEqual(['000003', '000004']);
    expect(out[0]!.similarity).toBeCloseTo(1, 3);
    expect(out[1]!.similarity).toBeLessThan(out[0]!.similarity);
    expect(out[0]!.points).toHaveLength(SIMILAR_WINDOW + 1);
    expect(out[0]!.points.at(-1)!.close).toBe(
      (Math.round(wave(SIMILAR_WINDOW) * 2) / 10000).toFixed(4),
    );
  });
  it('a fund with fewer NAVs than the window has no similar K-lines', () => {
    const short = { fund: fund('000001', 'x'), points: series(wave).slice(2) };
    expect(similarKLine(short, [{ fund: fund('000003', 'y'), points: series(wave) }])).toEqual([]);
  });
});

describe('funds area quote operations answer real NAVs or honest empties (spec 001 §7; no invented data)', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(() => {
    sb = freshSandbox();
    c = new Client(sb);
  });
  afterAll(() => sb.close());

  it("a fund's quote is its latest real NAV, dated, with the day's change against the previous NAV", async () => {
    const q = await c.get('/symbols/funds/000001/quote/');
    expect(q.status).toBe(200);
    const hist = await c.get('/symbols/funds/000001/quote_history/?page_size=2');
    const [last, prev] = hist.body.results;
    expect(q.body.net_value).toBe(last!.net_value);
    expect(q.body.net_value_date).toBe(last!.date);
    expect(q.body.price).toBeNull();
    expect(q.body.trade_status).toBe('open'); // Monday 10:00
    const day = Number(((Number(last!.net_value) / Number(prev!.net_value) - 1) * 100).toFixed(2));
    expect(last!.percent_day).toBeCloseTo(day, 2);
    expect(q.body.percent_day).toBeCloseTo(day, 2);
  });

  it('the NAV table pages newest first and never shows a NAV after the published NAV date', async () => {
    const { body } = await c.get('/symbols/funds/000001/quote_history/?page_size=5');
    const dates = body.results.map((r: { date: string }) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates[0]! <= '2026-04-19').toBe(true);
    expect(body.total_count).toBeGreaterThan(100);
  });

  it('day candles equal the NAV table, week candles are fewer, and a bad period is 400 with errors', async () => {
    const k = await c.get('/symbols/funds/000001/k_line/?count=3');
    const h = await c.get('/symbols/funds/000001/quote_history/?page_size=3');
    expect(k.body.map((p: { close: string }) => p.close)).toEqual(
      h.body.results.map((r: { net_value: string }) => r.net_value).reverse(),
    );
    for (const p of k.body) expect(new Set([p.open, p.high, p.low, p.close]).size).toBe(1);
    const w = await c.get('/symbols/funds/000001/k_line/?period=week&count=10');
    expect(w.body).toHaveLength(10);
    const bad = await c.get('/symbols/funds/000001/k_line/?period=year');
    expect(bad.status).toBe(400);
  });

  it('similar K-lines of a real fund are other funds with their real NAVs, best correlation first', async () => {
    const { body } = await c.get('/symbols/funds/000001/similar_k_line/');
    expect(body.length).toBeGreaterThan(0);
    const sims = body.map((r: { similarity: number }) => r.similarity);
    expect([...sims].sort((a, b) => b - a)).toEqual(sims);
    const first = body[0];
    expect(first!.symbol).not.toBe('000001');
    const h = await c.get(`/symbols/funds/${first!.symbol}/quote_history/?page_size=1`);
    expect(first!.points.at(-1)!.close).toBe(h.body.results[0]!.net_value);
  });

  it('intraday line, 估值 history and manager tenures have no real source: empty lists; unknown funds 404', async () => {
    for (const p of ['time_line', 'managers_achivements_history'])
      expect((await c.get(`/symbols/funds/000001/${p}/`)).body).toEqual([]);
    expect((await c.get('/symbols/1/estimated_quote_history/')).body).toEqual([]);
    expect((await c.get('/symbols/funds/999998/quote/')).status).toBe(404);
  });

  it('profit probability is computed on the real series, 1 month to 3 years', async () => {
    const { body } = await c.get('/symbols/funds/000001/profit_loss/');
    expect(body.map((r: { period: string }) => r.period)).toEqual(['1m', '3m', '6m', '1y', '3y']);
    for (const r of body) expect(r.samples).toBeGreaterThan(0);
  });

  it('hot funds put the most-followed fund first, then the highest 1-year return', async () => {
    const before = await c.get('/symbols/hot/');
    expect(before.body).toHaveLength(10);
    const at = before.body.map((r: { symbol: string }) => r.symbol);
    const mobile = '13800138777';
    await c.get(`/accounts/new_mobile_captcha/?mobile=${mobile}`);
    const { body: sms } = await c.get(`/__sandbox/sms?mobile=${mobile}`);
    const r = await c.post('/accounts/signup/', { mobile, captcha: sms.code, agreement: true });
    c.token = r.body.token.access_token;
    await c.post('/symbols/1/follow/');
    const after = await c.get('/symbols/hot/');
    expect(after.body[0]!.symbol).toBe('000001');
    expect(after.body.slice(1).map((x: { symbol: string }) => x.symbol)).toEqual(
      at.filter((s: string) => s !== '000001').slice(0, 9),
    );
    expect((await c.get('/symbols/hot/?symbol_type=1')).body).toEqual([]);
  });

  it('search suggestions are the fund search: code, name and pinyin initials', async () => {
    const byCode = await c.get('/search/suggestions/?q=000001');
    expect(byCode.body.results[0]).toMatchObject({ type: 'symbol', target_id: '000001' });
    const search = await c.get('/search/symbols/?q=hx&page_size=5');
    const sugg = await c.get('/search/suggestions/?q=hx');
    expect(sugg.body.results.slice(0, 5).map((s) => s.target_id)).toEqual(
      search.body.results.map((s: { symbol: string }) => s.symbol),
    );
  });
});
