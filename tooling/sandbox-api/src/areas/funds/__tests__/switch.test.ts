import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '@jijin/core';
import { estimateSwitch } from '@jijin/core/returns';
import { SWITCH_MESSAGES } from '@jijin/core/trade';
import { Client, freshSandbox, openAccount, uuid } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';

const PW = '135790';
/** Unit NAV of a fund on a date, read from the market's real series (yuan, 4 decimals). */
const navOn = (sb: SandboxApp, code: string, date: string) =>
  new Decimal(sb.ctx.market.navOn(sb.ctx.market.fund(code)!, date).nav).div(10000).toFixed(4);

describe('基金转换 between funds of one company (designed; README "Fund switching")', () => {
  let sb: SandboxApp;
  let c: Client;
  let other: Client;
  const sw = (body: Record<string, unknown>, key = uuid()) =>
    c.post('/funds/switch/', { password: PW, ...body }, { 'Idempotency-Key': key });

  beforeAll(async () => {
    sb = freshSandbox(); // Monday 2026-04-20 10:00
    c = new Client(sb);
    const { cardId } = await openAccount(c, '13500135201');
    const buy = await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: cardId, password: PW },
      { 'Idempotency-Key': uuid() },
    );
    expect(buy.status).toBe(200);
    await c.post('/__sandbox/clock', { now: '2026-04-23T10:00:00+08:00' }); // confirmed 04-21
    other = new Client(sb);
    await openAccount(other, '13500135202');
  });
  afterAll(() => sb.close());

  it('lists the company’s funds as targets, each with its NAV date; stale ones say why', async () => {
    const r = await c.get('/funds/switch/targets/?symbol=000001');
    expect(r.status).toBe(200);
    expect(r.body.company_name).toBe('华夏基金');
    expect(r.body.reason).toBeNull();
    expect(Number(r.body.shares_enable)).toBeGreaterThan(0);
    const byCode = new Map(r.body.results.map((t) => [t.fund.symbol, t]));
    expect(byCode.get('001042')).toMatchObject({
      eligible: true,
      reason: null,
      net_value_date: '2026-04-22',
    });
    expect(byCode.get('000011')).toMatchObject({
      eligible: false,
      reason: SWITCH_MESSAGES.stale,
      net_value_date: '2026-02-13',
    });
    expect(byCode.has('000001')).toBe(false);
    expect(r.body.results.every((t) => t.fund.symbol !== '000198')).toBe(true);
  });

  it('estimates the fee (redemption per lot + purchase-fee difference) and the dates T / T+1 with core’s estimateSwitch', async () => {
    // 000001 (hybrid) into 001042 (equity): both 1.5 % at 1折, so no 申购补差费
    const r = await c.get('/funds/switch/estimate/?symbol=000001&target=001042&shares=100');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      trade_date: '2026-04-23',
      confirm_date: '2026-04-24',
      nav_out_date: '2026-04-22',
    });
    const trades = (await c.get('/funds/trades/?symbol=000001')).body.results;
    const e = estimateSwitch({
      lots: [
        {
          buy_date: '2026-04-21',
          confirm_date: '2026-04-21',
          shares: toDecimal(trades[0]!.shares_confirm!),
          cost: toDecimal('1000'),
          source: 'buy',
        },
      ],
      shares: '100',
      navOut: r.body.nav_out,
      navIn: r.body.nav_in,
      tradeDate: '2026-04-23',
      ladder: [
        { min_days: 0, max_days: 7, rate: '0.015' },
        { min_days: 7, max_days: 365, rate: '0.005' },
        { min_days: 365, max_days: 730, rate: '0.0025' },
        { min_days: 730, max_days: null, rate: '0' },
      ],
      buyRateOut: '0.0015',
      buyRateIn: '0.0015',
    });
    expect(r.body.redemption_fee).toBe(e.out.fee.toFixed(2));
    expect(r.body.top_up_fee).toBe('0.00');
    expect(r.body.fee).toBe(e.fee.toFixed(2));
    expect(r.body.shares_in).toBe(e.shares_in.toFixed(2));
    expect(r.body.parts[0]).toMatchObject({ days: 2, fee_rate: 1.5 });
  });

  it('refuses with a clear reason: another company, a stale target, the same fund, above the holding, below the minimum', async () => {
    const f0 = sb.ctx.market.fund('000001')!;
    const elsewhere = sb.ctx.market.funds.find(
      (f) =>
        f.companyId !== f0.companyId &&
        f.stype === 301 &&
        !f.isMoney &&
        f.series &&
        sb.ctx.market.stats(f, '2026-04-22').nav_date === '2026-04-22',
    )!;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { symbol: '000001', target: elsewhere.code, shares: '10' },
        'target',
        SWITCH_MESSAGES.otherCompany,
      ],
      [{ symbol: '000001', target: '000001', shares: '10' }, 'target', SWITCH_MESSAGES.sameFund],
      [
        { symbol: '000001', target: '000011', shares: '10' },
        'target',
        '华夏大盘精选混合A净值未更新（02-13），暂停交易',
      ],
      [{ symbol: '000001', target: '001042', shares: '99999' }, 'shares', '最多可转换'],
      [{ symbol: '000001', target: '001042', shares: '0.5' }, 'shares', '最少转换1份'],
    ];
    for (const [body, field, msg] of cases) {
      const r = await sw(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.errors![field]![0]).toContain(msg);
    }
    const wrong = await sw({
      symbol: '000001',
      target: '001042',
      shares: '10',
      password: '000000',
    });
    expect([400, 403]).toContain(wrong.status);
    expect((await c.get('/funds/trades/?symbol=001042')).body.results).toHaveLength(0);
  });

  it('one order of two legs; the same Idempotency-Key gives the same order, another body is 409', async () => {
    const key = uuid();
    const r = await sw({ symbol: '000001', target: '001042', shares: '100' }, key);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      direction: 1,
      direction_display: '转换转出',
      status: 0,
      allow_undo: true,
    });
    expect(r.body.switch_legs!.map((l) => [l.role, l.fund.symbol, l.status])).toEqual([
      ['out', '000001', 0],
      ['in', '001042', 0],
    ]);
    expect(r.body.opposite_fund!.symbol).toBe('001042');
    const again = await sw({ symbol: '000001', target: '001042', shares: '100' }, key);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(r.body.id);
    const changed = await sw({ symbol: '000001', target: '001042', shares: '101' }, key);
    expect(changed.status).toBe(409);
    expect((await c.get('/funds/trades/?symbol=001042')).body.results).toHaveLength(1);
  });

  it('another user sees neither leg', async () => {
    const mine = (await c.get('/funds/trades/?symbol=001042')).body.results[0];
    expect((await other.get(`/funds/trades/${mine!.id}/`)).status).toBe(404);
    expect((await other.get(`/funds/trades/${mine!.opposite_trade_record}/`)).status).toBe(404);
    expect((await other.get('/funds/trades/?symbol=001042')).body.results).toHaveLength(0);
    const t = await other.get('/funds/switch/targets/?symbol=000001');
    expect(t.body).toMatchObject({ shares_enable: '0.00', reason: '暂无可转换份额' });
  });

  it('both legs confirm on T+1 at T’s NAVs: the in leg buys with the out leg’s net', async () => {
    await c.post('/__sandbox/clock', { now: '2026-04-24T21:00:00+08:00' });
    const [inLeg] = (await c.get('/funds/trades/?symbol=001042')).body.results;
    const d = await c.get(`/funds/trades/${inLeg!.opposite_trade_record}/`);
    const [out, inn] = d.body.switch_legs!;
    expect([out!.status, inn!.status]).toEqual([1, 1]);
    const navOut = navOn(sb, '000001', '2026-04-23');
    const navIn = navOn(sb, '001042', '2026-04-23');
    expect(out!.net_value).toBe(navOut);
    expect(inn!.net_value).toBe(navIn);
    const gross = new Decimal(100).times(navOut).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const fee = new Decimal(100)
      .times(navOut)
      .times('0.015')
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(out!.amount_confirm).toBe(gross.minus(fee).toFixed(2));
    expect(inn!.shares_confirm).toBe(
      gross.minus(fee).div(navIn).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    );
    const ledger = sb.ctx.db
      .prepare('SELECT COUNT(*) AS n FROM card_ledger WHERE trade_id = ?')
      .get(out!.trade_id) as { n: number };
    expect(ledger.n).toBe(0);
  });

  it('a bond fund into an equity fund pays the 申购补差费 (0.15 % - 0.08 %, net-amount method) on top of the redemption fee', async () => {
    const box = freshSandbox();
    const u = new Client(box);
    const { cardId } = await openAccount(u, '13500135203');
    await u.post(
      '/funds/buy/',
      { symbol: '000014', amount: '1000.00', bank_card_id: cardId, password: PW },
      { 'Idempotency-Key': uuid() },
    );
    await u.post('/__sandbox/clock', { now: '2026-04-23T10:00:00+08:00' });
    const e = await u.get('/funds/switch/estimate/?symbol=000014&target=001042&shares=100');
    expect(e.status).toBe(200);
    expect(e.body.top_up_rate).toBe(0.07);
    const net = new Decimal(e.body.gross).minus(e.body.redemption_fee);
    const topUp = net.times('0.0007').div('1.0007').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(e.body.top_up_fee).toBe(topUp.toFixed(2));
    expect(e.body.fee).toBe(topUp.plus(e.body.redemption_fee).toFixed(2));
    const r = await u.post(
      '/funds/switch/',
      { symbol: '000014', target: '001042', shares: '100', password: PW },
      { 'Idempotency-Key': uuid() },
    );
    expect(r.status).toBe(200);
    await u.post('/__sandbox/clock', { now: '2026-04-24T21:00:00+08:00' });
    const [, inn] = (await u.get(`/funds/trades/${r.body.id}/`)).body.switch_legs!;
    const gross = new Decimal(100)
      .times(navOn(box, '000014', '2026-04-23'))
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const outNet = new Decimal(inn!.amount_confirm!);
    expect(outNet.lte(gross)).toBe(true);
    const fee = outNet.times('0.0007').div('1.0007').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(inn!.fare).toBe(fee.toFixed(2));
    expect(inn!.shares_confirm).toBe(
      outNet
        .minus(fee)
        .div(navOn(box, '001042', '2026-04-23'))
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        .toFixed(2),
    );
    box.close();
  });

  it('is undone as one order before the cutoff (both legs 已撤单)', async () => {
    await c.post('/__sandbox/clock', { now: '2026-04-27T10:00:00+08:00' });
    const r = await sw({ symbol: '000001', target: '001042', shares: '50' });
    expect(r.status).toBe(200);
    const inId = r.body.opposite_trade_record;
    const u = await c.post('/funds/undo/', { trade_id: inId, password: PW });
    expect(u.status).toBe(200);
    const d = await c.get(`/funds/trades/${r.body.id}/`);
    expect(d.body.switch_legs!.map((l) => l.status)).toEqual([6, 6]);
  });
});
