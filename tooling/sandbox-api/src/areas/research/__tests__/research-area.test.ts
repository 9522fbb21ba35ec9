import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import {
  Client,
  freshSandbox,
  sandboxForFile,
  sharedFile,
  signUp,
} from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

describe('research area on real data (spec 001 §2 Fund and stock detail)', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(() => {
    sb = freshSandbox();
    c = new Client(sb);
  });
  afterAll(() => sb.close());

  it("000001's 持仓明细 lists real stocks of its 2022-12-31 report, each ≤ 10 %, allocation summing to 100 %", async () => {
    const { status, body } = await c.get('/symbols/funds/000001/hold_symbols/');
    expect(status).toBe(200);
    expect(body.report_date).toBe('2022-12-31');
    expect(body.hold_symbols!.map((h: { abbr_name: string }) => h.abbr_name).slice(0, 3)).toEqual([
      '菲利华',
      '新雷能',
      '航天电器',
    ]);
    for (const h of body.hold_symbols!) expect(h.percent).toBeLessThanOrEqual(10);
    expect(body.bond).toBeNull();
    expect(body.cash).toBeNull();
    expect(body.stock + body.other).toBeCloseTo(100, 6);
    expect(body.other_label).toBe('其他/未披露');
    expect(body.note).toContain('总资产');
  });

  it('asset history pages every report date, newest first; a fund without holdings is 404 请求的数据不存在 (spec 001 §8)', async () => {
    const h = await c.get('/symbols/funds/000001/asset_history/');
    expect(h.body.results.map((r: { report_date: string }) => r.report_date)[0]).toBe('2022-12-31');
    expect(h.body.total_count).toBe(9);
    const none = await c.get('/symbols/funds/000198/hold_symbols/');
    expect(none.status).toBe(404);
    expect(JSON.stringify(none.body)).toContain('请求的数据不存在');
  });

  it('dividends and splits are marked estimated (推算)', async () => {
    const { body } = await c.get('/symbols/funds/000001/dividend_split/');
    expect(body.is_estimated).toBe(true);
    expect(body.note).toContain('推算');
    expect(body.dividends[0]).toMatchObject({ ex_date: '2025-09-22', amount_per_share: '0.0100' });
    expect(body.splits[0]).toMatchObject({ split_date: '2007-01-12' });
  });

  it('achievement rank: 同类排名 and 四分位 among the seed funds of the same Eastmoney type, on the header figures', async () => {
    const { body } = await c.get('/symbols/funds/000001/achievement_rank/');
    expect(body.map((r: { period: string }) => r.period)).toEqual([
      'w',
      'm',
      '3m',
      '6m',
      'ty',
      'y',
      '2y',
      '3y',
      '5y',
      'start',
    ]);
    const year = body.find((r: { period: string }) => r.period === 'y');
    const f0 = sb.ctx.market.fund('000001')!;
    const peers = sb.ctx.market.funds.filter((f) => f.emType === f0.emType && !f.isMoney);
    const stats = sb.ctx.market.statsAsOf(sb.ctx.navDate());
    expect(year!.percent).toBe(Number(stats.get('000001')!.percent_year));
    const ranked = peers.filter((f) => stats.get(f.code)!.percent_year !== null);
    const better = ranked.filter((f) => Number(stats.get(f.code)!.percent_year) > year!.percent!);
    expect(year!.rank_index).toBe(better.length + 1);
    expect(year!.rank_total).toBe(ranked.length);
    const q = Math.floor((4 * (year!.rank_index! - 1)) / year!.rank_total!);
    expect(year!.quartile).toBe(['优秀', '良好', '一般', '不佳'][q]);
    expect(year!.track_name).toBe('沪深300');
  });

  it('the CSI 300 reaches the clock: its last close is the day before a 10:00 clock', async () => {
    const { body } = await c.get('/symbols/indexes/000300/');
    expect(body).toMatchObject({
      abbr_name: '沪深300',
      price_date: '2026-04-17',
      trade_status: 'open',
    });
    const csi500 = await c.get('/symbols/indexes/000905/');
    expect(csi500.body.funds.length).toBeGreaterThan(0);
    for (const f of csi500.body.funds) expect(f.abbr_name).toContain('中证500');
    const k = await c.get('/symbols/indexes/000300/k_line/?period=week&count=4');
    expect(k.body).toHaveLength(4);
    const list = await c.get('/symbols/indexes/');
    expect(list.body.map((i: { abbr_name: string }) => i.abbr_name)).toEqual([
      '上证指数',
      '深证成指',
      '创业板指',
      '沪深300',
      '中证500',
      '中证1000',
    ]);
  });

  it('a stock shows its last real close, valuation date and the funds holding it', async () => {
    const { body } = await c.get('/symbols/stocks/SH600519/');
    expect(body).toMatchObject({
      abbr_name: '贵州茅台',
      price_date: '2026-04-17',
      funds_report_date: '2022-12-31',
      has_k_line: true,
    });
    expect(body.funds[0]!.fund.symbol).toBe('161725');
    const other = await c.get('/symbols/stocks/SZ300395/');
    expect(other.body).toMatchObject({ price_date: '2026-02-06', has_k_line: false });
    expect((await c.get('/symbols/stocks/SZ300395/k_line/')).body).toEqual([]);
    expect((await c.get('/symbols/stocks/SH300395/')).status).toBe(404);
  });

  it('the screener filters by type, risk and return and sorts by the period return', async () => {
    const { body } = await c.get(
      '/symbols/funds/advance/?type=301&risk=4&period=year&return_min=10&sort=-percent&page_size=50',
    );
    expect(body.total_count).toBeGreaterThan(0);
    const ys = body.results.map((f) => f.percent_year);
    for (const f of body.results)
      expect(f).toMatchObject({ symbol_stype: 301, investment_risk: 4 });
    for (const y of ys) expect(y).toBeGreaterThanOrEqual(10);
    expect([...ys].sort((a, b) => b! - a!)).toEqual(ys);
    expect((await c.get('/symbols/funds/advance/?sort=-nope')).status).toBe(400);
  });

  it('comparison gives returns, drawdown and the holdings overlap of two funds', async () => {
    const { body } = await c.get('/symbols/funds/comparison/?symbols=000001,161725&period=y');
    expect(body.metrics).toHaveLength(2);
    expect(body.metrics![0]!.max_drawdown).toBeLessThanOrEqual(0);
    expect(body.overlap!.report_date).toBe('2022-12-31');
    expect(body.net_values[0]!.percents).toEqual([0, 0]);
    expect((await c.get('/symbols/funds/comparison/?symbols=000001')).status).toBe(400);
  });

  it("a fund's style box comes from its holdings, with history per report", async () => {
    const info = await c.get('/symbols/fund_styles/info/?symbol=161725');
    expect(info.body.style).toMatch(/^(大盘|中盘|小盘)(价值|平衡|成长)$/);
    const hist = await c.get('/symbols/fund_styles/history/?symbol=161725');
    expect(hist.body.results[0]!.date).toBe('2022-12-31');
  });

  it('posts, likes and comments persist; only the author deletes (spec 001 §7 Statuses)', async () => {
    const a = new Client(sb);
    const b = new Client(sb);
    await signUp(a, '13700137001');
    const bu = (await signUp(b, '13700137002')).user;
    const post = await a.post('/statuses/', {
      text: '<img src=x onerror=alert(1)>我的看法',
      symbols: ['000001'],
    });
    expect(post.status).toBe(200);
    expect(post.body.id).toBeGreaterThan(100000);
    const like = await b.post('/statuses/likes/like/', { status: post.body.id });
    expect(like.body).toEqual({ liked: true, likes_count: 1 });
    expect((await b.post('/statuses/likes/like/', { status: post.body.id })).body.likes_count).toBe(
      1,
    );
    expect((await a.get(`/statuses/${post.body.id}/`)).body).toMatchObject({
      likes_count: 1,
      liked: false,
    });
    const cm = await b.post(`/statuses/${post.body.id}/comments/`, { text: '同意' });
    expect(cm.body.user.id).toBe(bu.id);
    expect(
      (await a.call('DELETE', `/statuses/${post.body.id}/comments/${cm.body.id}/`)).status,
    ).toBe(403);
    expect(
      (await b.call('DELETE', `/statuses/${post.body.id}/comments/${cm.body.id}/`)).status,
    ).toBe(204);
    expect((await a.get(`/statuses/${post.body.id}/comments/`)).body.total_count).toBe(0);
    expect(
      (await a.get('/statuses/symbol_timeline/?symbol=000001')).body.results.map(
        (s: { id: number }) => s.id,
      ),
    ).toContain(post.body.id);
    expect((await b.call('DELETE', `/statuses/${post.body.id}/`)).status).toBe(403);
    expect((await a.call('DELETE', '/statuses/1/')).status).toBe(403);
    // The seeded example post is flagged is_example; a user's own post is not.
    expect((await a.get('/statuses/1/')).body.is_example).toBe(true);
    expect((await a.get(`/statuses/${post.body.id}/`)).body.is_example).toBe(false);
    expect((await a.call('DELETE', `/statuses/${post.body.id}/`)).status).toBe(204);
    expect((await a.get(`/statuses/${post.body.id}/`)).status).toBe(404);
    expect((await a.post('/statuses/', { text: '<p> </p>' })).status).toBe(400);
  });

  it('users follow and unfollow each other; friends lists them', async () => {
    const a = new Client(sb);
    const b = new Client(sb);
    const au = (await signUp(a, '13700137003')).user;
    await signUp(b, '13700137004');
    expect((await b.post(`/users/${au.id}/follow/`)).body).toEqual({ followed: true });
    expect((await b.get(`/users/${au.id}/`)).body).toMatchObject({
      followed: true,
      followers_count: 1,
    });
    expect((await b.get('/users/friends/')).body.results[0]!.id).toBe(au.id);
    expect((await a.post(`/users/${au.id}/follow/`)).status).toBe(400);
    expect((await b.post(`/users/${au.id}/unfollow/`)).body).toEqual({ followed: false });
  });
});

describe('research answers without a source are honest (no invented data)', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(() => {
    sb = freshSandbox();
    c = new Client(sb);
  });
  afterAll(() => sb.close());

  it('block trades and shareholders are empty, not invented', async () => {
    expect((await c.get('/symbols/block_trades/daily_top/')).body).toEqual([]);
    expect((await c.get('/symbols/SH600519/block_trades/')).body.total_count).toBe(0);
    expect((await c.get('/symbols/shareholders/champions/')).body.total_count).toBe(0);
    expect((await c.get('/symbols/shareholders/1/')).status).toBe(404);
  });
});

describe('分红 tab and the dividends paid agree (spec 001 §2 Fund detail, 分红拆分)', () => {
  // 020383 from the reference data: the ex-date 2026-04-13 is where the unit NAV and the
  // dividend-aware daily return disagree; cash per unit = nav(t−1) × (1 + r) − nav(t)
  const rows = sharedFile('fund_nav/eastmoney_nav_daily_return_to_2026-04/020383.csv')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','));
  const at = rows.findIndex((r) => r[0] === '2026-04-13');
  const perUnit = new Decimal(rows[at - 1]![1]!)
    .times(new Decimal(rows[at]![2]!).plus(1))
    .minus(rows[at]![1]!)
    .toDecimalPlaces(4, Decimal.ROUND_HALF_UP)
    .toFixed(4);
  const after = sandboxForFile('2026-04-20T10:00:00+08:00');
  const before = sandboxForFile('2026-04-10T10:00:00+08:00');

  it('lists the ex-date the sandbox pays holders, with the same 元/份, newest first', async () => {
    const { body } = await after.c.get('/symbols/funds/020383/dividend_split/');
    expect(body.is_estimated).toBe(true);
    expect(body.dividends[0]).toEqual({
      record_date: '2026-04-13',
      ex_date: '2026-04-13',
      pay_date: null,
      amount_per_share: perUnit,
    });
  });

  it('lists nothing after the NAV date', async () => {
    const { body } = await before.c.get('/symbols/funds/020383/dividend_split/');
    expect(body.dividends.map((d: { ex_date: string }) => d.ex_date)).not.toContain('2026-04-13');
    for (const d of body.dividends) expect(d.ex_date <= '2026-04-10').toBe(true);
  });

  it("000001's ex-dates are those of the data's derived table (its noise rule: no 2023-01-12)", async () => {
    const derived = sharedFile('fund_nav/derived_corporate_actions_509funds_to_2026-02.csv')
      .trim()
      .split('\n')
      .map((l) => l.split(','))
      .filter((r) => r[0] === '000001' && r.includes('cash_dividend'))
      .map((r) => r.find((c) => /^\d{4}-\d{2}-\d{2}$/.test(c))!)
      .sort()
      .reverse();
    const { body } = await after.c.get('/symbols/funds/000001/dividend_split/');
    expect(body.dividends.map((d: { ex_date: string }) => d.ex_date)).toEqual(derived);
  });

  it('a money fund (daily income, no distributions) lists none and says so', async () => {
    const { body } = await after.c.get('/symbols/funds/000198/dividend_split/');
    expect(body).toMatchObject({ is_estimated: false, dividends: [], splits: [] });
    expect(body.note).toBe('暂无分红、拆分记录');
  });
});
