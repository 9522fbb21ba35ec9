import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, uuid, icbcCard } from './helpers';
import { fundFreshness } from '../domain/freshness';
import type { SandboxApp } from '../index';

/**
 * The "Done when" journey against a fresh :memory: database, every response validated
 * against openapi.yaml by the Client.
 */
describe('the account-to-trade journey', () => {
  let sb: SandboxApp;
  let c: Client;
  let cardId: number;
  let buyId: number;
  const buyKey = uuid();

  beforeAll(async () => {
    sb = freshSandbox('2026-04-20T10:00:00+08:00');
    c = new Client(sb);
    ({ cardId } = await openAccount(c, '13800138000'));
  });
  afterAll(() => sb.close());

  it('opens an account: identity, a bound debit card, a trade password and a risk profile', async () => {
    const s = await c.get('/accounts/settings/');
    expect(s.status).toBe(200);
    expect(s.body.open_account_step).toBe('done');
    expect(s.body.has_identity).toBe(true);
    expect(s.body.bank_cards_count).toBe(1);
    expect(s.body.is_trade_password_set).toBe(true);
    expect(s.body.investment_risk_status).toBe(1);
    const cards = await c.get('/accounts/bank_cards/mine/');
    expect(cards.body[0]!.bank.code).toBe('ICBC');
    expect(cards.body[0]!.is_default).toBe(true);
  });

  it('lists real funds and finds 000001 华夏成长混合 by its pinyin initials hxcz', async () => {
    const list = await c.get('/symbols/funds/?page=1&page_size=20&sort=-percent_year');
    expect(list.status).toBe(200);
    expect(list.body.results).toHaveLength(20);
    expect(list.body.total_count).toBeGreaterThanOrEqual(500);
    for (const f of list.body.results) expect(f.code).toMatch(/^\d{6}$/);
    const years = list.body.results.map((f) => f.percent_year).filter((x) => x !== null);
    expect([...years].sort((a, b) => b! - a!)).toEqual(years);
    const s = await c.get('/search/symbols/?q=hxcz&symbol_type=3');
    expect(s.body.results.map((r: { symbol: string }) => r.symbol)).toContain('000001');
    expect(s.body.results.find((r: { symbol: string }) => r.symbol === '000001')!.abbr_name).toBe(
      '华夏成长混合',
    );
  });

  it('buys 1,000 yuan of 000001 at 10:00 on a trading day: status 0, priced on that day', async () => {
    const r = await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': buyKey },
    );
    expect(r.status).toBe(200);
    expect(r.body.status).toBe(0);
    expect(r.body.direction).toBe(0);
    expect(r.body.trade_date).toBe('2026-04-20');
    expect(r.body.confirm_date).toBe('2026-04-21');
    expect(r.body.allow_undo).toBe(true);
    expect(r.body.fare).toBe('1.50');
    buyId = r.body.id;
  });

  it('returns the same trade for a repeated Idempotency-Key and never creates a second one', async () => {
    const again = await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': buyKey },
    );
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(buyId);
    const list = await c.get('/funds/trades/');
    expect(list.body.total_count).toBe(1);
    const other = await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '2000.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': buyKey },
    );
    expect(other.status).toBe(409);
    expect(other.body.errors?.idempotency_key).toBeDefined();
  });

  it("confirms on the next trading day with shares = (amount - fee) / that day's real NAV", async () => {
    const clock = await c.post('/__sandbox/clock', { now: '2026-04-21T09:00:00+08:00' });
    expect(clock.status).toBe(200);
    const t = await c.get(`/funds/trades/${buyId}/`);
    expect(t.body.status).toBe(1);
    // 华夏成长混合 unit NAV on 2026-04-20 is 1.127 (xalpha-game data, Eastmoney)
    const nav = sb.ctx.market.navOn(sb.ctx.market.fund('000001')!, '2026-04-20').nav;
    expect(nav).toBe(11270);
    expect(t.body.net_value).toBe('1.1270');
    const expected = new Decimal('1000.00')
      .minus('1.50')
      .div('1.1270')
      .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
      .toFixed(2);
    expect(expected).toBe('885.98');
    expect(t.body.shares_confirm).toBe(expected);
    expect(t.body.status_info.length).toBeGreaterThanOrEqual(2);
    const mine = await c.get('/funds/fund/mine/');
    expect(mine.body[0]!.fund.symbol).toBe('000001');
    expect(mine.body[0]!.shares_current).toBe('885.98');
  });

  it('sells, allows undo before the 15:00 cutoff, and refuses undo after it', async () => {
    const s1 = await c.post(
      '/funds/sell/',
      { symbol: '000001', shares: '100.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(s1.status).toBe(200);
    expect(s1.body.status).toBe(0);
    expect(s1.body.direction).toBe(1);
    expect(s1.body.trade_date).toBe('2026-04-21');
    const undo = await c.post('/funds/undo/', { trade_id: s1.body.id, password: '135790' });
    expect(undo.status).toBe(200);
    expect(undo.body.status).toBe(6);

    const s2 = await c.post(
      '/funds/sell/',
      { symbol: '000001', shares: '100.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(s2.body.allow_undo).toBe(true);
    await c.post('/__sandbox/clock', { now: '2026-04-21T15:00:01+08:00' });
    const late = await c.post('/funds/undo/', { trade_id: s2.body.id, password: '135790' });
    expect(late.status).toBe(409);
    expect(late.body.errors?.trade_id?.[0]).toContain('撤单');

    // confirmed the next trading day at the 2026-04-21 NAV, credited to the card
    await c.post('/__sandbox/clock', { now: '2026-04-22T10:00:00+08:00' });
    const done = await c.get(`/funds/trades/${s2.body.id}/`);
    expect(done.body.status).toBe(1);
    expect(done.body.net_value).toBe('1.1210');
    const gross = new Decimal('100').times('1.121');
    expect(new Decimal(done.body.amount_confirm!).plus(done.body.fare!).toFixed(2)).toBe(
      gross.toFixed(2),
    );
    // held 1 day: 1.5% redemption fee (held under 7 days)
    expect(done.body.fare).toBe(
      gross.times('0.015').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    );
    const ledger = sb.ctx.db
      .prepare('SELECT amount FROM card_ledger WHERE trade_id = ?')
      .get(s2.body.id) as { amount: string };
    expect(ledger.amount).toBe(done.body.amount_confirm);
  });

  it('rolls an order after 15:00 or on a non-trading day to the next trading day (QDII confirms T+2)', async () => {
    await c.post('/__sandbox/clock', { now: '2026-04-24T16:00:00+08:00' }); // Friday after the cutoff
    const r = await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '100.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(r.body.trade_date).toBe('2026-04-27');
    expect(r.body.confirm_date).toBe('2026-04-28');
    const qdii = sb.ctx.market.funds.find(
      (f) =>
        f.stype === 305 &&
        f.series &&
        f.series.days.length > 100 &&
        f.risk <= 5 &&
        fundFreshness(sb.ctx, f).tradable,
    )!;
    await c.post('/funds/investment_risk/confirm_risk/', { symbol: qdii.code });
    const q = await c.post(
      '/funds/buy/',
      { symbol: qdii.code, amount: '100.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(q.status).toBe(200);
    expect(q.body.trade_date).toBe('2026-04-27');
    expect(q.body.confirm_date).toBe('2026-04-29');
  });
});

describe('bad input gets 4xx with an errors body, never a 500', () => {
  let sb: SandboxApp;
  let c: Client;
  let cardId: number;
  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    ({ cardId } = await openAccount(c, '13900139000'));
  });
  afterAll(() => sb.close());

  it('rejects a wrong captcha at signup with errors.captcha', async () => {
    const anon = new Client(sb);
    await anon.get('/accounts/new_mobile_captcha/?mobile=13700137000');
    const r = await anon.post('/accounts/signup/', {
      mobile: '13700137000',
      captcha: '000000x',
      agreement: true,
    });
    expect(r.status).toBe(400);
    expect(r.body.errors?.captcha?.[0]).toContain('验证码');
  });

  it('answers 429 when the captcha is asked again within 60 seconds', async () => {
    const anon = new Client(sb);
    expect((await anon.get('/accounts/new_mobile_captcha/?mobile=13600136000')).status).toBe(200);
    const again = await anon.get('/accounts/new_mobile_captcha/?mobile=13600136000');
    expect(again.status).toBe(429);
    expect(again.body.errors).toBeDefined();
  });

  it('rejects a card number failing the Luhn check and a credit card', async () => {
    const bad = icbcCard(77).slice(0, -1) + String((Number(icbcCard(77).slice(-1)) + 1) % 10);
    const r = await c.post('/funds/bind_bank_card/', { bank_card_no: bad, mobile: '13900139000' });
    expect(r.status).toBe(400);
    expect(r.body.errors?.bank_card_no).toBeDefined();
    const check = await c.post('/accounts/bank_cards/check/', { bank_card_no: bad });
    expect(check.body.valid).toBe(false);
  });

  it('rejects a wrong trade password with the tries left, and locks after five', async () => {
    for (let i = 1; i <= 4; i++) {
      const r = await c.post(
        '/funds/buy/',
        { symbol: '000001', amount: '100.00', bank_card_id: cardId, password: '000000' },
        { 'Idempotency-Key': uuid() },
      );
      expect(r.status).toBe(400);
      expect(r.body.errors?.password?.[0]).toContain(`还可尝试${5 - i}次`);
    }
    const locked = await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '100.00', bank_card_id: cardId, password: '000000' },
      { 'Idempotency-Key': uuid() },
    );
    expect(locked.status).toBe(403);
    const evenRight = await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '100.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(evenRight.status).toBe(403);
    expect(evenRight.body.errors?.password?.[0]).toContain('锁定');
  });

  it('rejects malformed JSON, missing fields, wrong types and patterns with field errors', async () => {
    const raw = await c.call('POST', '/funds/buy/', '{"symbol": ', { 'Idempotency-Key': uuid() });
    expect(raw.status).toBe(400);
    const missing = await c.post(
      '/funds/buy/',
      { symbol: '000001' },
      { 'Idempotency-Key': uuid() },
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {})).toEqual(
      expect.arrayContaining(['amount', 'bank_card_id', 'password']),
    );
    const wrongType = await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: 1000, bank_card_id: 'x', password: '12' },
      { 'Idempotency-Key': uuid() },
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors?.amount).toBeDefined();
    const noKey = await c.post('/funds/buy/', {
      symbol: '000001',
      amount: '100.00',
      bank_card_id: cardId,
      password: '135790',
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.errors?.idempotency_key).toBeDefined();
    const badQuery = await c.get('/symbols/funds/?page=0');
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.errors?.page).toBeDefined();
    const badSort = await c.get('/symbols/funds/?sort=-hack');
    expect(badSort.status).toBe(400);
    const badId = await c.post('/accounts/identity_verfications/', {
      real_name: '李四',
      id_card_no: '110101199001010010',
    });
    expect(badId.status).toBe(400);
  });

  it('answers 404 for unknown paths and unknown funds, 401 without a token, 403 without the CSRF header', async () => {
    expect((await c.get('/no/such/path/')).status).toBe(404);
    expect((await c.get('/symbols/funds/999999/')).status).toBe(404);
    const anon = new Client(sb);
    const r = await anon.get('/funds/fund/mine/');
    expect(r.status).toBe(401);
    expect(r.body.errors).toBeDefined();
    const noCsrf = await c.post(
      '/funds/undo/',
      { trade_id: 1, password: '135790' },
      { 'x-csrftoken': 'wrong' },
    );
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.errors?.csrf).toBeDefined();
  });
});
