import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, uuid, type BodyOf } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

// One sandbox (clock Monday 2026-04-20 10:00) for the read-only answers; the quant area keeps no
// tables, and the subscriber is a user of its own.
let sb: SandboxApp;
beforeAll(() => {
  sb = freshSandbox();
});
afterAll(() => sb.close());

/** One factor of a fund's quant analysis, as the contract gives it. */
type Factor = BodyOf<'GET', '/quant/000001/max_factor/'>;

/** Opens an account, tops up the cash account and subscribes quant_senior_factor. */
async function member(c: Client) {
  await openAccount(c, '13900005555');
  await c.post(
    '/payment/recharge/',
    { amount: '50.00', channel: 'weixin_web' },
    { 'Idempotency-Key': uuid() },
  );
  const sub = await c.post(
    '/members/service_subscriptions/quant_senior_factor/subscribe/',
    { password: '135790' },
    { 'Idempotency-Key': uuid() },
  );
  expect(sub.body.subscribed).toBe(true);
}

describe('quant analyse, factors and max factor (spec 001 §3 Quant factor, §7 Quant)', () => {
  it('answers a fund’s real factors; a guest sees the senior ones locked without value or influence', async () => {
    const c = new Client(sb);
    const a = await c.get('/quant/000001/analyse/');
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ symbol: '000001', abbr_name: '华夏成长混合' });
    expect(a.body.nav_date).toBe('2026-04-17');
    expect(a.body.report_date).toBe('2022-12-31');
    expect(a.body.peers_count).toBeGreaterThan(50);
    expect(a.body.senior_service).toMatchObject({ code: 'quant_senior_factor', subscribed: false });
    const factors = a.body.factors;
    const basic = factors.filter((f) => !f.is_senior);
    const senior = factors.filter((f) => f.is_senior);
    expect(basic.map((f) => f.factor)).toEqual([
      'momentum_3m',
      'momentum_12m',
      'volatility_1y',
      'max_drawdown_1y',
    ]);
    for (const f of basic) {
      expect(f.locked).toBe(false);
      expect(f.value).not.toBeNull();
      expect([-1, 0, 1]).toContain(f.price_influence_type);
    }
    expect(senior.length).toBeGreaterThan(0);
    for (const f of senior)
      expect(f).toMatchObject({
        locked: true,
        value: null,
        percentile: null,
        price_influence_type: null,
      });
    expect(typeof a.body.score).toBe('number');
    // the same figure the fund's own NAV gives: 近1年 matches the fund quote's percent_year
    const quote = await c.get('/symbols/funds/000001/');
    expect(basic.find((f) => f.factor === 'momentum_12m')!.value).toBeCloseTo(
      Number(quote.body.percent_year),
      0,
    );
  });

  it('narrows to one factor_category and refuses an unknown one with a 400 errors body', async () => {
    const c = new Client(sb);
    const risk = await c.get('/quant/000001/analyse/?factor_category=risk');
    expect(risk.body.factor_category).toBe('risk');
    expect(risk.body.factors.every((f) => f.factor_category === 'risk')).toBe(true);
    expect(risk.body.factors.length).toBeGreaterThan(1);
    const badCat = await c.get('/quant/000001/analyse/?factor_category=foo');
    expect(badCat.status).toBe(400);
    expect(badCat.body.errors?.factor_category?.[0]).toBe('因子类别不存在');
  });

  it('unlocks the senior factors for a quant_senior_factor subscriber (members, through the hook)', async () => {
    const c = new Client(sb);
    await member(c);
    const a = await c.get('/quant/000001/analyse/');
    expect(a.body.senior_service!.subscribed).toBe(true);
    const senior = a.body.factors.filter((f) => f.is_senior);
    expect(senior.map((f) => f.factor)).toEqual(
      expect.arrayContaining(['sharpe_1y', 'alpha_1y', 'beta_1y', 'size', 'value']),
    );
    for (const f of senior) {
      expect(f.locked).toBe(false);
      expect(f.value).not.toBeNull();
    }
    const list = await c.get('/quant/000001/factors/');
    expect(list.body.some((f) => f.is_senior && !f.locked)).toBe(true);
  });

  it('answers an honest empty analysis for a money fund and a fund without a NAV series', async () => {
    const c = new Client(sb);
    const money = await c.get('/quant/000198/analyse/');
    expect(money.body).toMatchObject({ factors: [], score: null, nav_date: null });
    const snap = sb.ctx.market.funds.find(
      (f) => !f.isMoney && f.series === null && !sb.ctx.hooks.fundHoldingStyle?.(sb.ctx, f.code),
    )!;
    expect((await c.get(`/quant/${snap.code}/analyse/`)).body.factors).toEqual([]);
    expect((await c.get(`/quant/${snap.code}/factors/`)).body).toEqual([]);
    expect((await c.get(`/quant/${snap.code}/max_factor/`)).status).toBe(404);
    expect((await c.get('/quant/999999/analyse/')).status).toBe(404);
  });

  it('answers as max factor the visible factor leaning furthest from the peers’ middle', async () => {
    const c = new Client(sb);
    const a = await c.get('/quant/000001/analyse/');
    const m = await c.get('/quant/000001/max_factor/');
    expect(m.status).toBe(200);
    expect(m.body.is_senior).toBe(false);
    const lean = (f: Factor) =>
      Math.abs(
        (['volatility_1y', 'max_drawdown_1y'].includes(f.factor)
          ? 100 - f.percentile!
          : f.percentile!) - 50,
      );
    const basic = a.body.factors.filter((f) => !f.is_senior && f.percentile !== null);
    expect(lean(m.body)).toBe(Math.max(...basic.map(lean)));
  });
});

describe('quant strategies (spec 001 §7 Quant strategies, detail, indexes)', () => {
  it('lists the example strategies backtested on real index closes up to the clock’s last close', async () => {
    const c = new Client(sb);
    const l = await c.get('/quant/strategies/');
    expect(l.body).toHaveLength(3);
    for (const s of l.body) {
      expect(s.is_example).toBe(true);
      expect(s.name).not.toMatch(/示例|沙盒/);
      expect(s).toMatchObject({ start_date: '2016-01-04', end_date: '2026-04-17' });
      expect(typeof s.max_drawdown).toBe('number');
    }
    expect(l.body[0]!.symbols!.map((x: { abbr_name: string }) => x.abbr_name)).toEqual([
      '沪深300',
      '中证500',
      '中证1000',
    ]);
    const d = await c.get('/quant/strategies/2/');
    expect(d.body).toEqual(l.body[1]);
    expect((await c.get('/quant/strategies/9/')).status).toBe(404);
  });

  it('answers the index series of a period, rebased to its first day, with CSI 300 as the track', async () => {
    const late = freshSandbox('2026-07-31T16:00:00+08:00');
    const c = new Client(late);
    const y = await c.get('/quant/strategies/3/indexes/?period=y');
    expect(y.body[0]).toMatchObject({ date: '2025-07-31', percentage_begin: 0, percent_track: 0 });
    expect(y.body[y.body.length - 1]!.date).toBe('2026-07-31');
    const m = await c.get('/quant/strategies/3/indexes/?period=m');
    expect(m.body[0]!.date).toBe('2026-06-30'); // one month back, clamped to June's end
    const all = await c.get('/quant/strategies/3/indexes/?period=start');
    expect(all.body[0]).toMatchObject({ date: '2016-01-04', net_value: '1.0000' });
    const detail = await c.get('/quant/strategies/3/');
    const last = all.body[all.body.length - 1];
    expect(detail.body.percent_start).toBeCloseTo(last!.percentage_begin, 1);
    expect(detail.body.end_date).toBe('2026-07-31');
    late.close();
  });

  it('lists nothing when no area provides the index closes (nothing invented)', async () => {
    const c = new Client(freshSandbox());
    const sb2 = c.sb;
    delete (sb2.ctx.hooks as Record<string, unknown>).indexCloses;
    expect((await c.get('/quant/strategies/')).body).toEqual([]);
    expect((await c.get('/quant/strategies/1/indexes/')).status).toBe(404);
    sb2.close();
  });
});

describe('quant industry recommend (spec 001 §7 Quant industry_recommend)', () => {
  it('ranks Shenwan industries by score over the real valuation snapshot and fund positions', async () => {
    const c = new Client(sb);
    const l = await c.get('/quant/industry_recommend/');
    const ranked = l.body.filter((x: { rank?: number }) => x.rank !== undefined);
    expect(ranked.length).toBeGreaterThan(20);
    const scores = ranked.map((x) => x.score);
    expect(scores).toEqual([...scores].sort((a, b) => b! - a!));
    expect(ranked[0]).toMatchObject({
      rank: 1,
      valuation_date: '2026-02-06',
      report_date: '2022-12-31',
      percent_month: null,
    });
    expect(ranked[0]!.symbols!.length).toBeLessThanOrEqual(5);
    const bank = l.body.find((x: { name: string }) => x.name === '银行');
    expect(bank!.symbols![0]).toMatchObject({
      symbol: 'SH601398',
      abbr_name: '工商银行',
      symbol_type: 1,
    });
    const d = await c.get(`/quant/industry_recommend/${bank!.id}/`);
    expect(d.body.symbols!.length).toBeGreaterThan(5);
    expect(d.body.symbols!.length).toBeLessThanOrEqual(20);
    expect(d.body.method).toContain('市净率中位数');
    expect((await c.get('/quant/industry_recommend/999/')).status).toBe(404);
  });

  it('answers an empty list when no area provides the stocks', async () => {
    const c = new Client(freshSandbox());
    delete (c.sb.ctx.hooks as Record<string, unknown>).shenwanStocks;
    expect((await c.get('/quant/industry_recommend/')).body).toEqual([]);
    c.sb.close();
  });
});
