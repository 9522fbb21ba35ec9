import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  accountsForFile,
  freshSandbox,
  openAccount,
  signUp,
  uuid,
  sharedFile,
} from '../../../__tests__/helpers';
import { createApp, manualClock, type SandboxApp } from '../../../index';

/** 000001's real daily unit NAV (shared data, fund_nav/mit_xalpha-game). */
const NAV = (
  JSON.parse(sharedFile('fund_nav/mit_xalpha-game/000001.json')) as {
    date: string;
    net: number;
  }[]
).map((p) => ({ date: p.date, nav: new Decimal(p.net) }));

interface Msg {
  id: number;
  category: string;
  kind: string;
  title: string;
  content: string;
  read: boolean;
  created_at: string;
}

describe('the message centre produces messages where trades happen (designed: GET /messages/)', () => {
  const box = accountsForFile('13500135401', '13500135402'); // Monday 2026-04-20 10:00
  const trade = (id: number) =>
    box.sb.ctx.db.prepare('SELECT * FROM trades WHERE id = ?').get(id) as Record<string, string>;

  it('says a buy was confirmed with its shares and NAV on the confirmation date, not before', async () => {
    const buy = await box.c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: box.cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(buy.status).toBe(200);
    expect((await box.c.get('/messages/')).body.total_count).toBe(0);
    await box.c.post('/__sandbox/clock', { now: '2026-04-21T10:00:00+08:00' });
    const list = await box.c.get('/messages/?category=trade');
    expect(list.body.total_count).toBe(1);
    const m = list.body.results[0] as Msg;
    const t = trade(buy.body.id);
    expect(m).toMatchObject({ kind: 'trade_confirmed', title: '买入确认成功', read: false });
    expect(m.content).toContain(`确认份额${t.shares_confirm}份`);
    expect(m.content).toContain('确认净值1.1270（2026-04-20）'); // the real NAV of 04-20
    expect((await box.c.get('/messages/unread/')).body).toEqual({
      total: 1,
      trade: 1,
      fixed: 0,
      alert: 0,
      activity: 0,
    });
  });

  it('says a sell was confirmed and the money arrived on the card', async () => {
    const sell = await box.c.post(
      '/funds/sell/',
      { symbol: '000001', shares: '100.00', bank_card_id: box.cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(sell.status).toBe(200);
    await box.c.post('/__sandbox/clock', { now: '2026-04-22T10:00:00+08:00' });
    const t = trade(sell.body.id);
    const list = (await box.c.get('/messages/?category=trade')).body.results as Msg[];
    const arrived = list.find((m) => m.kind === 'money_arrived')!;
    expect(arrived.content).toContain(`${t.amount_confirm}元已到账`);
    expect(list.find((m) => m.title === '卖出确认成功')!.content).toContain('确认净值1.1210');
  });

  it('never shows one user’s messages to another', async () => {
    expect((await box.other.get('/messages/')).body.total_count).toBe(0);
    const mine = (await box.c.get('/messages/')).body.results as Msg[];
    expect((await box.other.get(`/messages/${mine[0]!.id}/`)).status).toBe(404);
    expect((await box.other.post(`/messages/${mine[0]!.id}/read/`)).status).toBe(404);
    expect((await box.other.get('/messages/unread/')).body.total).toBe(0);
  });

  it('says each 定投 deduction, and a failed one with its reason; pages the inbox', async () => {
    const plan = await box.c.post(
      '/funds/fixed_investment/',
      {
        symbol: '000001',
        amount: '200.00',
        bank_card_id: box.cardId,
        password: '135790',
        period_unit: 1,
        trade_day: 4,
      },
      { 'Idempotency-Key': uuid() },
    );
    expect(plan.status).toBe(200);
    // Thursdays 04-23, 04-30 (05-07 after the holiday), each deducted then confirmed
    await box.c.post('/__sandbox/clock', { now: '2026-05-01T10:00:00+08:00' });
    const fixed = (await box.c.get('/messages/?category=fixed')).body.results as Msg[];
    expect(fixed.map((m) => m.title)).toEqual(['定投扣款成功', '定投扣款成功']);
    expect(fixed[1]!.content).toContain('2026-04-23扣款200.00元');
    // the card is unbound: the next deduction fails and says why
    box.sb.ctx.db.prepare('UPDATE bank_cards SET status = 0 WHERE id = ?').run(box.cardId);
    await box.c.post('/__sandbox/clock', { now: '2026-05-07T10:00:00+08:00' });
    const failed = (await box.c.get('/messages/?category=fixed')).body.results[0] as Msg;
    expect(failed).toMatchObject({ kind: 'fixed_failed', title: '定投扣款失败' });
    expect(failed.content).toContain('银行卡不可用');
    box.sb.ctx.db.prepare('UPDATE bank_cards SET status = 1 WHERE id = ?').run(box.cardId);

    const all = (await box.c.get('/messages/?page_size=100')).body;
    const p1 = (await box.c.get('/messages/?page=1&page_size=3')).body;
    const p2 = (await box.c.get('/messages/?page=2&page_size=3')).body;
    expect(p1).toMatchObject({ current_page: 1, total_count: all.total_count });
    expect(p1.total_page).toBe(Math.ceil(all.total_count / 3));
    expect([...p1.results, ...p2.results].map((m: Msg) => m.id)).toEqual(
      all.results.slice(0, 6).map((m: Msg) => m.id),
    );
    // newest first
    const times = (all.results as Msg[]).map((m) => Date.parse(m.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('marks one read, then all read, and the unread count follows', async () => {
    const before = (await box.c.get('/messages/unread/')).body.total as number;
    const first = (await box.c.get('/messages/')).body.results[0] as Msg;
    const r = await box.c.post(`/messages/${first.id}/read/`);
    expect(r.body.read).toBe(true);
    expect((await box.c.get('/messages/unread/')).body.total).toBe(before - 1);
    const after = await box.c.post('/messages/read_all/', { category: 'trade' });
    expect(after.body.trade).toBe(0);
    expect((await box.c.post('/messages/read_all/')).body.total).toBe(0);
  });

  it('sends nothing for a category turned off', async () => {
    const s = await box.c.call('PUT', '/messages/settings/', { trade: false });
    expect(s.body).toEqual({ trade: false, fixed: true, alert: true, activity: true });
    const n = (await box.c.get('/messages/?category=trade')).body.total_count;
    const buy = await box.c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '500.00', bank_card_id: box.cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    expect(buy.status).toBe(200);
    await box.c.post('/__sandbox/clock', { now: '2026-05-12T10:00:00+08:00' });
    expect((await box.c.get('/messages/?category=trade')).body.total_count).toBe(n);
    expect((await box.c.call('PUT', '/messages/settings/', { trade: 'yes' })).status).toBe(400);
    await box.c.call('PUT', '/messages/settings/', { trade: true });
  });
});

describe('fund alerts fire on the first confirmed NAV date that crosses, never before (designed: /messages/alerts/)', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(async () => {
    sb = freshSandbox(); // Monday 2026-04-20 10:00: the last published NAV is 04-17's
    c = new Client(sb);
    await signUp(c, '13500135403');
  });
  afterAll(() => sb.close());

  const after = (d: string) => NAV.filter((p) => p.date > d && p.date <= '2026-05-29');

  it('day change: fires at 20:00 of the first NAV date whose confirmed change reaches ±2 %', async () => {
    const a = await c.post('/messages/alerts/', {
      symbol: '000001',
      kind: 'day_change',
      threshold: '2',
    });
    expect(a.status).toBe(200);
    // computed from the NAV file: the first date after 04-17 with |NAV / previous NAV - 1| >= 2 %
    const i = NAV.findIndex(
      (p, k) =>
        p.date > '2026-04-17' &&
        p.nav
          .div(NAV[k - 1]!.nav)
          .minus(1)
          .abs()
          .gte(new Decimal('0.02')),
    );
    const day = NAV[i]!.date;
    expect(day).toBe('2026-04-27');
    await c.post('/__sandbox/clock', { now: `${day}T19:59:00+08:00` });
    expect((await c.get('/messages/?category=alert')).body.total_count).toBe(0);
    await c.post('/__sandbox/clock', { now: `${day}T20:00:00+08:00` });
    const list = (await c.get('/messages/?category=alert')).body.results as Msg[];
    expect(list).toHaveLength(1);
    expect(list[0]!.created_at).toBe(`${day}T20:00:00+08:00`);
    const change = NAV[i]!.nav.div(NAV[i - 1]!.nav)
      .minus(1)
      .times(100)
      .toFixed(2);
    expect(list[0]!.content).toContain(`单日上涨+${change}%`);
    // each later NAV date beyond the band fires once; none twice
    await c.post('/__sandbox/clock', { now: '2026-05-29T21:00:00+08:00' });
    await c.get('/messages/');
    const days = after('2026-04-17')
      .filter((p) => {
        const k = NAV.indexOf(p);
        return p.nav
          .div(NAV[k - 1]!.nav)
          .minus(1)
          .abs()
          .gte(new Decimal('0.02'));
      })
      .map((p) => p.date);
    const fired = ((await c.get('/messages/?category=alert&page_size=100')).body.results as Msg[])
      .map((m) => m.created_at.slice(0, 10))
      .reverse();
    expect(fired).toEqual(days);
    const [alert] = (await c.get('/messages/alerts/')).body;
    expect(alert).toMatchObject({ fired_count: days.length, last_fired_date: days.at(-1) });
    expect((await c.call('DELETE', `/messages/alerts/${alert!.id}/`)).status).toBe(200);
  });

  it('NAV target: fires once per crossing of the target, in either direction', async () => {
    await c.post('/__sandbox/clock', { now: '2026-04-20T10:00:00+08:00' });
    sb.ctx.db.prepare('DELETE FROM messages').run();
    const a = await c.post('/messages/alerts/', {
      symbol: '000001',
      kind: 'nav_target',
      threshold: '1.13',
    });
    expect(a.status).toBe(200);
    await c.post('/__sandbox/clock', { now: '2026-04-30T21:00:00+08:00' });
    const got = ((await c.get('/messages/?category=alert')).body.results as Msg[])
      .map((m) => m.created_at.slice(0, 10))
      .reverse();
    // from the file: the dates the NAV changes side of 1.13 (at or above / below), 04-17 the baseline
    const t = new Decimal('1.13');
    let side = NAV.find((p) => p.date === '2026-04-17')!.nav.gte(t);
    const expected: string[] = [];
    for (const p of NAV.filter((x) => x.date > '2026-04-17' && x.date <= '2026-04-30')) {
      if (p.nav.gte(t) !== side) expected.push(p.date);
      side = p.nav.gte(t);
    }
    expect(expected.length).toBeGreaterThan(1);
    expect(got).toEqual(expected);
  });

  it('refuses bad alerts with a clear message', async () => {
    const bad = await c.post('/messages/alerts/', {
      symbol: '000001',
      kind: 'day_change',
      threshold: '-1',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.threshold?.[0]).toContain('涨跌幅');
    const notHeld = await c.post('/messages/alerts/', {
      symbol: '000001',
      kind: 'holding_return',
      threshold: '10',
    });
    expect(notHeld.status).toBe(400);
    expect(notHeld.body.errors?.kind?.[0]).toContain('未持有');
    const money = await c.post('/messages/alerts/', {
      symbol: '000198',
      kind: 'nav_target',
      threshold: '1',
    });
    expect(money.status).toBe(400);
    expect(
      (await c.post('/messages/alerts/', { symbol: 'x', kind: 'nope', threshold: '1' })).status,
    ).toBe(400);
  });
});

describe('messages survive a restart (file database)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-messages-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the same messages after the sandbox is closed and opened again', async () => {
    const db = join(dir, 'sandbox.db');
    const open = () =>
      createApp({ db, clock: manualClock(Date.parse('2026-04-20T10:00:00+08:00')), dev: true });
    const first = open();
    const c = new Client(first);
    const { cardId } = await openAccount(c, '13500135404');
    await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    await c.post('/__sandbox/clock', { now: '2026-04-21T10:00:00+08:00' });
    const before = (await c.get('/messages/')).body;
    expect(before.total_count).toBe(1);
    await first.close();
    const second = open();
    const again = new Client(second);
    again.token = c.token;
    again.refresh = c.refresh;
    const after = (await again.get('/messages/')).body;
    expect(after.results).toEqual(before.results);
    await second.close();
  });
});

describe('a holding-return alert fires when the return of the holding crosses the level (designed)', () => {
  let sb: SandboxApp;
  let c: Client;
  beforeAll(async () => {
    sb = freshSandbox();
    c = new Client(sb);
    const { cardId } = await openAccount(c, '13500135405');
    await c.post(
      '/funds/buy/',
      { symbol: '000001', amount: '1000.00', bank_card_id: cardId, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
    await c.post('/__sandbox/clock', { now: '2026-04-21T21:00:00+08:00' });
  });
  afterAll(() => sb.close());

  it('fires on the first NAV date the return (shares x NAV - cost) / cost reaches 5 %', async () => {
    const a = await c.post('/messages/alerts/', {
      symbol: '000001',
      kind: 'holding_return',
      threshold: '5',
    });
    expect(a.status).toBe(200);
    const t = sb.ctx.db
      .prepare("SELECT shares_confirm, amount FROM trades WHERE fund_code = '000001'")
      .get() as { shares_confirm: string; amount: string };
    const shares = new Decimal(t.shares_confirm);
    // computed from the NAV file: the first date after 04-21 whose worth is 5 % above the cost
    const first = NAV.find(
      (p) =>
        p.date > '2026-04-21' &&
        shares.times(p.nav).toDecimalPlaces(2).minus(t.amount).div(t.amount).gte('0.05'),
    )!;
    await c.post('/__sandbox/clock', { now: `${first.date}T19:00:00+08:00` });
    expect((await c.get('/messages/?category=alert')).body.total_count).toBe(0);
    await c.post('/__sandbox/clock', { now: `${first.date}T20:00:00+08:00` });
    const list = (await c.get('/messages/?category=alert')).body.results as Msg[];
    expect(list).toHaveLength(1);
    expect(list[0]!.title).toBe('持有收益提醒');
    expect(list[0]!.created_at.slice(0, 10)).toBe(first.date);
  });
});
