import { describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, uuid } from './helpers';

const PW = '135790';

/**
 * Core's freshness rule on the sandbox (core README "Freshness", README "Stale funds are not
 * tradable"): a fund whose NAV is older than the previous trading day is served with `nav_stale`
 * and refused on every trading call with 400 and the reason.
 */
describe('a fund whose NAV is older than the previous trading day is not tradable', () => {
  it('serves 110011 (series ends 2026-02-13) on Monday 2026-04-20 as stale, with the reason', async () => {
    const sb = freshSandbox('2026-04-20T10:00:00+08:00');
    const c = new Client(sb);
    const stale = await c.get('/symbols/funds/110011/');
    expect(stale.body).toMatchObject({
      net_value_date: '2026-02-13',
      nav_stale: true,
      allow_buy: false,
      allow_sell: false,
      allow_fixed: false,
      desc: '净值未更新（02-13），暂停交易',
    });
    const fresh = await c.get('/symbols/funds/000001/');
    expect(fresh.body).toMatchObject({
      net_value_date: '2026-04-17',
      nav_stale: false,
      allow_buy: true,
      allow_sell: true,
    });
    const list = await c.get('/symbols/funds/?q=110011');
    expect(list.body.results[0]).toMatchObject({ symbol: '110011', nav_stale: true });
    sb.close();
  });

  it('refuses buy, sell and 定投 on 110011 with 400 and 净值未更新（02-13）; 000001 still buys', async () => {
    const sb = freshSandbox('2026-04-20T10:00:00+08:00');
    const c = new Client(sb);
    const { cardId } = await openAccount(c, '13800007001');
    const why = ['易方达优质精选混合(QDII)净值未更新（02-13），暂停交易'];
    const buy = await c.post(
      '/funds/buy/',
      { symbol: '110011', amount: '1000.00', bank_card_id: cardId, password: PW },
      { 'Idempotency-Key': uuid() },
    );
    expect(buy.status).toBe(400);
    expect(buy.body.errors?.symbol).toEqual(why);
    const sell = await c.post(
      '/funds/sell/',
      { symbol: '110011', shares: '100.00', bank_card_id: cardId, password: PW },
      { 'Idempotency-Key': uuid() },
    );
    expect(sell.status).toBe(400);
    expect(sell.body.errors?.symbol).toEqual(why);
    const plan = await c.post(
      '/funds/fixed_investment/',
      {
        symbol: '110011',
        amount: '500.00',
        bank_card_id: cardId,
        password: PW,
        period_unit: 1,
        trade_day: 3,
      },
      { 'Idempotency-Key': uuid() },
    );
    expect(plan.status).toBe(400);
    expect(plan.body.errors?.symbol).toEqual(why);
    expect((await c.get('/funds/trades/')).body.results).toHaveLength(0);
    const ok = await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: cardId, password: PW },
      { 'Idempotency-Key': uuid() },
    );
    expect(ok.status).toBe(200);
    sb.close();
  });

  it('lets a holder of 000961 bought while current keep the shares but not sell once stale', async () => {
    const sb = freshSandbox('2026-02-13T10:00:00+08:00'); // previous trading day 02-12: current
    const c = new Client(sb);
    const { cardId } = await openAccount(c, '13800007002');
    await c.post('/funds/investment_risk/confirm_risk/', { symbol: '000961' });
    const buy = await c.post(
      '/funds/buy/',
      {
        symbol: '000961',
        amount: '1000.00',
        bank_card_id: cardId,
        password: PW,
        risk_confirmed: true,
      },
      { 'Idempotency-Key': uuid() },
    );
    expect(buy.status).toBe(200);
    await c.post('/__sandbox/clock', { now: '2026-04-20T10:00:00+08:00' });
    const held = await c.get('/funds/fund/fund_info/?symbol=000961');
    expect(held.body.fund.nav_stale).toBe(true);
    expect(held.body.fund.net_value_date).toBe('2026-02-13');
    const sell = await c.post(
      '/funds/sell/',
      { symbol: '000961', shares: '10.00', bank_card_id: cardId, password: PW },
      { 'Idempotency-Key': uuid() },
    );
    expect(sell.status).toBe(400);
    expect(sell.body.errors?.symbol).toEqual(['天弘沪深300ETF联接A净值未更新（02-13），暂停交易']);
    sb.close();
  });
});
