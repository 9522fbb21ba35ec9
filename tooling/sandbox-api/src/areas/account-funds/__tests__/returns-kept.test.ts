import { computeHolding, holdingFigures } from '@jijin/core/returns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, uuid } from '../../../__tests__/helpers';
import type { SandboxApp } from '../../../index';
import { eventOf, eventsOf, holdingReturns } from '../returns';
import { forgetReturns, keptAnswerBytes, keptHolding, returnsVersion } from '../returns-state';

const READS = [
  '/funds/returns/holding/?symbol=000001',
  '/funds/returns/holding/?symbol=000003',
  '/funds/returns/sell_estimate/?symbol=000001&shares=100',
  '/funds/returns/calendar/',
  '/funds/returns/calendar/?month=2026-04',
  '/funds/returns/summary/',
  '/funds/returns/look_through/',
];

/** Every figure of a holding as text, lots included. */
const plain = (h: ReturnType<typeof computeHolding>) =>
  JSON.stringify(h, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && 'toFixed' in v ? String(v) : v,
  );

describe('kept returns answer exactly what a full replay of the trade log answers (README "Account funds: my returns", cost per read)', () => {
  let sb: SandboxApp;
  let c: Client;
  let userId: number;
  let cardId: number;
  const readAll = async () => {
    const out: Record<string, unknown> = {};
    for (const p of READS) {
      const r = await c.get(p);
      expect(r.status, p).toBe(200);
      out[p] = r.body;
    }
    return out;
  };
  /** The answers with everything kept, then again after dropping it (every log replayed). */
  const keptAndReplayed = async () => {
    const kept = await readAll();
    expect(keptAnswerBytes(sb.ctx)).toBeGreaterThan(0);
    forgetReturns(sb.ctx);
    expect(keptAnswerBytes(sb.ctx)).toBe(0);
    const replayed = await readAll();
    return { kept, replayed };
  };
  const buy = async (symbol: string, amount: string) =>
    expect(
      (
        await c.post(
          '/funds/buy/',
          { symbol, amount, bank_card_id: cardId, password: '135790' },
          { 'Idempotency-Key': uuid() },
        )
      ).status,
    ).toBe(200);
  /** The holding from the kept state equals core's computeHolding over the whole log. */
  const sameAsReplay = (code: string, nav: string, today: string) =>
    expect(plain(holdingFigures(keptHolding(sb.ctx, userId, code, eventOf), nav, today))).toBe(
      plain(computeHolding({ events: eventsOf(sb.ctx, userId, code), nav, today })),
    );

  beforeAll(async () => {
    sb = freshSandbox(); // Monday 2026-04-20 10:00
    c = new Client(sb);
    ({ userId, cardId } = await openAccount(c, '13500135141'));
    await buy('000001', '1000.00');
    await buy('000003', '500.00');
    await c.post('/__sandbox/clock', { now: '2026-04-22T21:00:00+08:00' });
  });
  afterAll(() => sb.close());

  it('after buys are confirmed', async () => {
    const { kept, replayed } = await keptAndReplayed();
    expect(kept).toEqual(replayed);
    // the kept characters are those of the answers read (the default month is April: kept once)
    const distinct = new Set(Object.values(replayed).map((b) => JSON.stringify(b)));
    expect(distinct.size).toBe(READS.length - 1);
    expect(keptAnswerBytes(sb.ctx)).toBe([...distinct].reduce((n, t) => n + t.length, 0));
    expect((kept['/funds/returns/holding/?symbol=000003'] as { shares: string }).shares).not.toBe(
      '0.00',
    );
  });

  it('an unchanged account recomputes nothing: the same answer object until a trade or the clock moves it', () => {
    const f = sb.ctx.market.fund('000001')!;
    const a = holdingReturns(sb.ctx, userId, f);
    expect(holdingReturns(sb.ctx, userId, f)).toBe(a);
    expect(returnsVersion(sb.ctx, userId)).toBeGreaterThan(0);
  });

  it('after a partial sell and a new buy, confirmed: the kept holding is advanced and equals the replay', async () => {
    await readAll(); // keeps the state of the two confirmed buys
    const sell = await c.post(
      '/funds/sell/',
      { symbol: '000001', shares: '400', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(sell.status).toBe(200);
    await buy('000001', '200.00');
    const f = sb.ctx.market.fund('000001')!;
    const before = holdingReturns(sb.ctx, userId, f);
    const version = returnsVersion(sb.ctx, userId);
    await c.post('/__sandbox/clock', { now: '2026-04-28T21:00:00+08:00' });
    expect(returnsVersion(sb.ctx, userId)).toBe(version + 2);
    expect(holdingReturns(sb.ctx, userId, f)).not.toBe(before);
    sameAsReplay('000001', '1.1000', '2026-04-28');
    const { kept, replayed } = await keptAndReplayed();
    expect(kept).toEqual(replayed);
    const lots = await c.get('/funds/returns/holding/lots/?symbol=000001');
    expect(lots.body.total_count).toBe(2);
  });

  it('after the clock moves to a new NAV date with no trade', async () => {
    await readAll();
    await c.post('/__sandbox/clock', { now: '2026-05-06T21:00:00+08:00' });
    const { kept, replayed } = await keptAndReplayed();
    expect(kept).toEqual(replayed);
    expect((kept['/funds/returns/summary/'] as { end_date: string }).end_date).toBe('2026-05-06');
  });

  it('a trade confirmed late with a smaller id, or taking effect before the kept ones, is replayed from the whole log', () => {
    const db = sb.ctx.db;
    const ins = db.prepare(
      `INSERT INTO trades (serial_number, user_id, kind, fund_code, direction, status, amount, amount_confirm,
         shares_confirm, fare, net_value, apply_at, trade_date, confirm_date, bank_card_id, source)
       VALUES (?, ?, 'fund', '000004', 0, ?, '100.00', '100.00', ?, '0.00', '1.0000', ?, ?, ?, ?, 'app')`,
    );
    const row = (serial: string, status: number, shares: string, trade: string, confirm: string) =>
      Number(
        ins.run(serial, userId, status, shares, `${trade}T10:00:00+08:00`, trade, confirm, cardId)
          .lastInsertRowid,
      );
    const pending = row('KEPT-1', 0, '90.00', '2026-03-02', '2026-03-04');
    row('KEPT-2', 1, '80.00', '2026-03-03', '2026-03-04');
    sameAsReplay('000004', '1.2000', '2026-05-06');
    // the older trade is confirmed after the newer one was kept
    db.prepare('UPDATE trades SET status = 1 WHERE id = ?').run(pending);
    sameAsReplay('000004', '1.2000', '2026-05-06');
    // a newer trade that takes effect before the last kept one
    row('KEPT-3', 1, '70.00', '2026-02-26', '2026-02-27');
    sameAsReplay('000004', '1.2000', '2026-05-06');
    // and one after it, which is only applied
    row('KEPT-4', 1, '60.00', '2026-04-01', '2026-04-02');
    sameAsReplay('000004', '1.2000', '2026-05-06');
    expect(
      holdingFigures(keptHolding(sb.ctx, userId, '000004', eventOf), '1', '2026-05-06').lots.map(
        (l) => l.shares.toFixed(2),
      ),
    ).toEqual(['70.00', '90.00', '80.00', '60.00']);
  });
});
