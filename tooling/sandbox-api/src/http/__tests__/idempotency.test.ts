import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, uuid } from '../../__tests__/helpers';
import type { SandboxApp } from '../../index';

/**
 * The dispatcher answers each Idempotency-Key once, for every operation whose contract declares
 * the header (spec 000 §7-8; README "Business rules": Idempotency-Key).
 */
describe('an Idempotency-Key is answered once by the dispatcher', () => {
  let sb: SandboxApp;
  let c: Client;
  let cardId: number;
  const buy = (amount: string) => ({
    symbol: '000001',
    amount,
    bank_card_id: cardId,
    password: '135790',
  });

  beforeAll(async () => {
    sb = freshSandbox('2026-04-20T10:00:00+08:00');
    c = new Client(sb);
    ({ cardId } = await openAccount(c, '13800138070'));
  });
  afterAll(() => sb.close());

  it('20 concurrent buys with one key make one order, and every one gets the same answer', async () => {
    const key = uuid();
    const rs = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.post('/funds/buy/', buy('1000.00'), { 'Idempotency-Key': key }),
      ),
    );
    expect(rs.every((r) => r.status === 200)).toBe(true);
    expect(new Set(rs.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect((await c.get('/funds/trades/')).body.total_count).toBe(1);
  });

  it('refuses the key with another body (409) and makes no second order', async () => {
    const key = uuid();
    expect((await c.post('/funds/buy/', buy('100.00'), { 'Idempotency-Key': key })).status).toBe(
      200,
    );
    const other = await c.post('/funds/buy/', buy('200.00'), { 'Idempotency-Key': key });
    expect(other.status).toBe(409);
    expect(other.body.errors?.idempotency_key).toEqual(['该请求标识已用于另一笔请求']);
    expect((await c.get('/funds/trades/')).body.total_count).toBe(2);
  });

  it('keeps no refused answer: the key of a bad request buys once the request is right', async () => {
    const key = uuid();
    const bad = await c.post('/funds/buy/', buy('0.50'), { 'Idempotency-Key': key });
    expect(bad.status).toBe(400);
    const fixed = await c.post('/funds/buy/', buy('0.50'), { 'Idempotency-Key': key });
    expect(fixed.status).toBe(400);
    expect((await c.get('/funds/trades/')).body.total_count).toBe(2);
  });

  it('replays a 定投 plan and a bao transfer-in under their keys too', async () => {
    const plan = {
      symbol: '000001',
      amount: '100.00',
      bank_card_id: cardId,
      period_unit: 0,
      trade_day: 5,
      password: '135790',
    };
    const key = uuid();
    const a = await c.post('/funds/fixed_investment/', plan, { 'Idempotency-Key': key });
    const b = await c.post('/funds/fixed_investment/', plan, { 'Idempotency-Key': key });
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const bk = uuid();
    const inBody = { amount: '50.00', bank_card_id: cardId, password: '135790' };
    const x = await c.post('/funds/bao/buy/', inBody, { 'Idempotency-Key': bk });
    const y = await c.post('/funds/bao/buy/', inBody, { 'Idempotency-Key': bk });
    expect(x.status).toBe(200);
    expect(y.body).toEqual(x.body);
  });
});
