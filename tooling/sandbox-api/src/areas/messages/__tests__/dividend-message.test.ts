import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, openAccount, uuid } from '../../../__tests__/helpers';
import { createApp, manualClock, type SandboxApp } from '../../../index';
import { runDue } from '../../../trading/due';
import {
  CODE,
  EX,
  PER_UNIT,
  cents,
  ex,
  reinvestDividends,
} from '../../../trading/__tests__/dividend-020383';

const SOLD = new Decimal('100.00'); // sold on 04-10, before the ex-date: not of record

interface Msg {
  kind: string;
  category: string;
  title: string;
  content: string;
  symbol: string | null;
  link: string | null;
  created_at: string;
}

describe('a dividend paid on the sandbox clock tells the holder in the message centre (designed GET /messages/, README "Dividends")', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-dividend-messages-'));
  const db = join(dir, 'sandbox.db');
  const open = (now: string) => createApp({ db, clock: manualClock(Date.parse(now)), dev: true });
  let sb: SandboxApp;
  const users = {} as Record<'cash' | 'reinvest' | 'other', { c: Client; card: number }>;
  const buy = (u: { c: Client; card: number }, symbol: string) =>
    u.c.post(
      '/funds/buy/',
      { symbol, amount: '1000.00', bank_card_id: u.card, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
  const clock = (now: string) => users.cash.c.post('/__sandbox/clock', { now });
  const inbox = async (u: { c: Client }) =>
    ((await u.c.get('/messages/?page_size=100')).body.results as Msg[]).filter(
      (m) => m.kind === 'dividend_paid',
    );
  const bought = async (u: { c: Client }) =>
    new Decimal(
      (
        (await u.c.get(`/funds/trades/?symbol=${CODE}`)).body.results as {
          direction: number;
          shares_confirm: string;
        }[]
      ).find((t) => t.direction === 0)!.shares_confirm,
    );
  const tail = (u: { card: number }) =>
    (
      sb.ctx.db.prepare('SELECT card_no FROM bank_cards WHERE id = ?').get(u.card) as {
        card_no: string;
      }
    ).card_no.slice(-4);

  beforeAll(async () => {
    sb = open('2026-04-08T10:00:00+08:00');
    let n = 0;
    for (const k of ['cash', 'reinvest', 'other'] as const) {
      const c = new Client(sb);
      users[k] = { c, card: (await openAccount(c, `1350013${String(6300 + n++)}`)).cardId };
    }
    expect((await buy(users.cash, CODE)).status).toBe(200);
    expect((await buy(users.reinvest, CODE)).status).toBe(200);
    expect((await buy(users.other, '000001')).status).toBe(200);
    await reinvestDividends(users.reinvest.c);
    await clock('2026-04-10T10:00:00+08:00');
    const sell = await users.cash.c.post(
      '/funds/sell/',
      { symbol: CODE, shares: SOLD.toFixed(2), bank_card_id: users.cash.card, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(sell.status).toBe(200);
    await clock('2026-04-14T21:00:00+08:00');
  });
  afterAll(async () => {
    await sb.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a cash holder is told the fund, the ex-date, 元/份 (推算), the shares of record, the cash and the card it was paid to, and when', async () => {
    expect(PER_UNIT.toFixed(4)).toBe('0.0875');
    const shares = (await bought(users.cash)).minus(SOLD);
    const cash = cents(shares.times(PER_UNIT));
    const list = await inbox(users.cash);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      category: 'trade',
      title: '现金分红到账',
      symbol: CODE,
      created_at: '2026-04-14T21:00:00+08:00',
    });
    expect(list[0]!.link).toMatch(/^\/accounts\/funds\/trades\/\d+\/$/);
    expect(list[0]!.content).toBe(
      `您持有的华富成长趋势混合C（${CODE}）已于${EX}除息，每份分红${PER_UNIT.toFixed(4)}元（推算），` +
        `权益登记份额${shares.toFixed(2)}份。现金分红${cash.toFixed(2)}元（推算）已于2026-04-14发放至尾号${tail(users.cash)}的银行卡。`,
    );
  });

  it('a 红利再投 holder is told the amount reinvested, the ex-date NAV and the shares it bought', async () => {
    const shares = await bought(users.reinvest);
    const cash = cents(shares.times(PER_UNIT));
    const added = cash.div(ex.nav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const list = await inbox(users.reinvest);
    expect(list).toHaveLength(1);
    expect(list[0]!.title).toBe('红利再投资确认');
    expect(list[0]!.content).toBe(
      `您持有的华富成长趋势混合C（${CODE}）已于${EX}除息，每份分红${PER_UNIT.toFixed(4)}元（推算），` +
        `权益登记份额${shares.toFixed(2)}份。红利${cash.toFixed(2)}元（推算）已按${EX}的净值${ex.nav.toFixed(4)}再投资为${added.toFixed(2)}份，于2026-04-14确认。`,
    );
  });

  it('nobody else is told: a user holding another fund has no dividend message', async () => {
    expect(await inbox(users.other)).toEqual([]);
    const other = sb.ctx.db
      .prepare("SELECT COUNT(*) AS n FROM messages WHERE kind = 'dividend_paid'")
      .get() as { n: number };
    expect(other.n).toBe(2);
  });

  it('never twice: the job run again from scratch, the clock moved back and forward, and a restart', async () => {
    const before = await inbox(users.cash);
    sb.ctx.db.prepare("DELETE FROM jobs WHERE name = 'dividends'").run();
    expect(runDue(sb.ctx).dividends).toBe(0);
    await clock('2026-04-09T11:00:00+08:00');
    await clock('2026-04-15T21:00:00+08:00');
    expect(await inbox(users.cash)).toEqual(before);
    sb.close();
    sb = open('2026-04-15T21:00:00+08:00');
    for (const u of Object.values(users)) {
      const again = new Client(sb);
      again.token = u.c.token;
      again.refresh = u.c.refresh;
      u.c = again;
    }
    await clock('2026-04-16T21:00:00+08:00');
    expect(await inbox(users.cash)).toEqual(before);
    expect(await inbox(users.reinvest)).toHaveLength(1);
  });
});
