import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, freshSandbox, openAccount, uuid } from '../../__tests__/helpers';
import type { SandboxApp } from '../../index';
import { returnsVersion } from '../../areas/account-funds/returns-state';
import { runDue } from '../due';
import { dividendsOf } from '../dividend-sources';
import { CODE, EX, PER_UNIT, cents, ex, reinvestDividends } from './dividend-020383';

interface Trade {
  id: number;
  direction: number;
  direction_display: string;
  status: number;
  amount_confirm: string | null;
  shares_confirm: string | null;
  net_value?: string | null;
  dividend: null | {
    ex_date: string;
    shares: string;
    per_unit: string;
    source: string;
    is_estimated: boolean;
  };
}

describe('dividends are paid to holders of record on the ex-dates the clock passes (README "Dividends", spec 001 §4 分红)', () => {
  let sb: SandboxApp;
  const users: Record<'cash' | 'reinvest' | 'soldAll' | 'late', { c: Client; card: number }> =
    {} as never;
  const buy = (u: { c: Client; card: number }) =>
    u.c.post(
      '/funds/buy/',
      { symbol: CODE, amount: '1000.00', bank_card_id: u.card, password: '135790' },
      { 'Idempotency-Key': uuid() },
    );
  const trades = async (u: { c: Client }) =>
    (await u.c.get(`/funds/trades/?symbol=${CODE}`)).body.results as Trade[];
  const clock = (now: string) => users.cash.c.post('/__sandbox/clock', { now });

  beforeAll(async () => {
    sb = freshSandbox('2026-04-09T10:00:00+08:00');
    let n = 0;
    for (const k of ['cash', 'reinvest', 'soldAll', 'late'] as const) {
      const c = new Client(sb);
      users[k] = { c, card: (await openAccount(c, `1350013${String(6100 + n++)}`)).cardId };
    }
    for (const k of ['cash', 'reinvest', 'soldAll'] as const)
      expect((await buy(users[k])).status).toBe(200);
    await reinvestDividends(users.reinvest.c);
    // 04-10: the buys are confirmed; one investor sells everything (trade date 04-10, before the
    // ex-date); another buys after 15:00 (trade date 04-13, the ex-date itself)
    await clock('2026-04-10T10:00:00+08:00');
    const held = (await trades(users.soldAll))[0]!;
    const sell = await users.soldAll.c.post(
      '/funds/sell/',
      {
        symbol: CODE,
        shares: held.shares_confirm,
        bank_card_id: users.soldAll.card,
        password: '135790',
      },
      { 'Idempotency-Key': uuid() },
    );
    expect(sell.status).toBe(200);
    await clock('2026-04-10T16:00:00+08:00');
    expect((await buy(users.late)).status).toBe(200);
  });
  afterAll(() => sb.close());

  it('the ex-date comes from the NAV data: 0.0875 元/份 on 2026-04-13, marked inferred; the 04-08 gap days of 018147 and 539002 are not dividends', () => {
    expect(PER_UNIT.toFixed(4)).toBe('0.0875');
    const f = sb.ctx.market.fund(CODE)!;
    expect(dividendsOf(sb.ctx, f).find((e) => e.exDate === EX)).toEqual({
      exDate: EX,
      perUnit: PER_UNIT.toFixed(4),
      source: 'inferred',
    });
    for (const code of ['018147', '539002'])
      expect(
        dividendsOf(sb.ctx, sb.ctx.market.fund(code)!).filter((e) => e.exDate >= '2026-04-01'),
      ).toEqual([]);
    // 000834 is covered by the official record (no dividends): its inferred 2019 day is not used
    expect(dividendsOf(sb.ctx, sb.ctx.market.fund('000834')!)).toEqual([]);
  });

  it('a cash holder gets exactly shares × 元/份 as a confirmed 分红, once; the returns version moves', async () => {
    const userId = sb.ctx.db.prepare('SELECT user_id FROM trades ORDER BY id LIMIT 1').get() as {
      user_id: number;
    };
    const before = returnsVersion(sb.ctx, userId.user_id);
    await clock('2026-04-14T21:00:00+08:00');
    const list = await trades(users.cash);
    const shares = new Decimal(list.find((t) => t.direction === 0)!.shares_confirm!);
    const div = list.filter((t) => t.direction === 4);
    expect(div).toHaveLength(1);
    expect(div[0]).toMatchObject({
      direction_display: '分红',
      status: 1,
      amount_confirm: cents(shares.times(PER_UNIT)).toFixed(2),
      shares_confirm: null,
      dividend: {
        ex_date: EX,
        shares: shares.toFixed(2),
        per_unit: PER_UNIT.toFixed(4),
        source: 'inferred',
        is_estimated: true,
      },
    });
    expect(returnsVersion(sb.ctx, userId.user_id)).toBeGreaterThan(before);
    const detail = await users.cash.c.get(`/funds/trades/${div[0]!.id}/`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ source_display: '分红', net_value: ex.nav.toFixed(4) });
    expect(detail.body.status_info.map((s: { title: string }) => s.title)).toEqual([
      '除息',
      '现金分红',
    ]);
    // the clock passing the same ex-date again, and the job run again from scratch, pay nothing more
    await clock('2026-04-15T21:00:00+08:00');
    sb.ctx.db.prepare("DELETE FROM jobs WHERE name = 'dividends'").run();
    expect(runDue(sb.ctx).dividends).toBe(0);
    expect((await trades(users.cash)).filter((t) => t.direction === 4)).toHaveLength(1);
  });

  it('红利再投 buys amount / ex-date NAV shares (half-up to 0.01), no fee, and they are held', async () => {
    const list = await trades(users.reinvest);
    const shares = new Decimal(list.find((t) => t.direction === 0)!.shares_confirm!);
    const cash = cents(shares.times(PER_UNIT));
    const div = list.filter((t) => t.direction === 4);
    expect(div).toHaveLength(1);
    expect(div[0]).toMatchObject({
      amount_confirm: cash.toFixed(2),
      shares_confirm: cash.div(ex.nav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    });
    const h = await users.reinvest.c.get(`/funds/returns/holding/?symbol=${CODE}`);
    expect(h.body.shares).toBe(shares.plus(div[0]!.shares_confirm!).toFixed(2));
  });

  it('a holder who sold everything before the ex-date and a buyer on the ex-date get nothing', async () => {
    expect((await trades(users.soldAll)).filter((t) => t.direction === 4)).toEqual([]);
    expect((await trades(users.late)).filter((t) => t.direction === 4)).toEqual([]);
  });

  it('累计收益 includes the cash dividend: worth + dividend − paid', async () => {
    const list = await trades(users.cash);
    const shares = new Decimal(list.find((t) => t.direction === 0)!.shares_confirm!);
    const cash = new Decimal(list.find((t) => t.direction === 4)!.amount_confirm!);
    const h = await users.cash.c.get(`/funds/returns/holding/?symbol=${CODE}`);
    expect(h.status).toBe(200);
    const worth = new Decimal(h.body.worth_value);
    expect(worth.gt(0)).toBe(true);
    expect(h.body.shares).toBe(shares.toFixed(2));
    expect(h.body.cumulative_return).toBe(worth.plus(cash).minus(1000).toFixed(2));
  });

  it('after the clock moved back (as an e2e journey does), a new holder is still paid, and nobody twice', async () => {
    await clock('2026-04-20T10:00:00+08:00');
    await clock('2026-04-09T11:00:00+08:00');
    const c = new Client(sb);
    const u = { c, card: (await openAccount(c, '13500136199')).cardId };
    expect((await buy(u)).status).toBe(200);
    await clock('2026-04-14T21:00:00+08:00');
    const list = await trades(u);
    const shares = new Decimal(list.find((t) => t.direction === 0)!.shares_confirm!);
    expect(list.filter((t) => t.direction === 4).map((t) => t.amount_confirm)).toEqual([
      cents(shares.times(PER_UNIT)).toFixed(2),
    ]);
    expect((await trades(users.cash)).filter((t) => t.direction === 4)).toHaveLength(1);
    expect((await trades(users.reinvest)).filter((t) => t.direction === 4)).toHaveLength(1);
  });
});
