import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { accountsForFile, uuid, sharedFile } from '../../../__tests__/helpers';

/** CSI 300 closes from the shared data the seed is built from (2 decimals, as the seed keeps them). */
const CSI = sharedFile('index/csi300_000300_daily_2005-01-04_2026-07-31.csv')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split(','))
  .map((c) => ({ date: c[0]!, close: new Decimal(c[2]!).toDecimalPlaces(2) }));

/** 000001's real daily unit NAV (shared data, fund_nav/mit_xalpha-game). */
const NAV = (
  JSON.parse(sharedFile('fund_nav/mit_xalpha-game/000001.json')) as {
    date: string;
    net: number;
  }[]
).map((p) => ({ date: p.date, nav: new Decimal(p.net) }));

/** The 均线 table written out again: multiple for a deviation in %. */
function multiple(dev: Decimal): string {
  if (dev.isZero()) return '1';
  const d = dev.abs().toNumber();
  if (dev.isNegative())
    return d <= 5
      ? '1.6'
      : d <= 10
        ? '1.7'
        : d <= 20
          ? '1.8'
          : d <= 30
            ? '1.9'
            : d <= 40
              ? '2'
              : '2.1';
  return d <= 15 ? '0.9' : d <= 50 ? '0.8' : d <= 100 ? '0.7' : '0.6';
}

/** The 均线 deduction on `date`, computed here from the CSV: base x the table at the last close before it. */
function maAmount(base: string, date: string, days: number): string {
  const before = CSI.filter((x) => x.date < date).slice(-days);
  const ma = before.reduce((s, x) => s.plus(x.close), new Decimal(0)).div(days);
  const dev = before[before.length - 1]!.close.div(ma).minus(1).times(100);
  return new Decimal(base).times(multiple(dev)).toFixed(2);
}

interface Msg {
  kind: string;
  title: string;
  content: string;
}
type Row = Record<string, string | number | null>;

describe('saved smart 定投 plans (designed strategy fields of POST /funds/fixed_investment/)', () => {
  // Monday 2026-04-20 10:00
  const box = accountsForFile('13500135501', '13500135502', { other: 'open' });
  const trades = (sql: string, ...args: unknown[]) =>
    box.sb.ctx.db.prepare(`SELECT * FROM trades WHERE ${sql} ORDER BY id`).all(...args) as Row[];
  const create = (body: Record<string, unknown>) =>
    box.c.post(
      '/funds/fixed_investment/',
      {
        symbol: '000001',
        bank_card_id: box.cardId,
        password: '135790',
        period_unit: 1,
        trade_day: 4,
        ...body,
      },
      { 'Idempotency-Key': uuid() },
    );

  it('均线定投: each deduction is the table applied to the CSI 300 closes before its date, computed here from the CSV', async () => {
    const r = await create({ amount: '1000.00', strategy: 'ma', ma_days: 20 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ strategy: 'ma', index_symbol: '000300', ma_days: 20 });
    expect(r.body.take_profit_percent).toBeNull();
    expect(r.body.next_date).toBe('2026-04-23');
    // the next amount as known on Monday 04-20: the last close published is 04-17's
    expect(r.body.next_amount).toBe(maAmount('1000', '2026-04-18', 20));
    expect(r.body.next_amount_note).toContain('20日均线');
    await box.c.post('/__sandbox/clock', { now: '2026-05-01T10:00:00+08:00' });
    const ded = trades('fixed_investment_id = ?', r.body.id);
    expect(ded.map((t) => t.trade_date)).toEqual(['2026-04-23', '2026-04-30']);
    for (const t of ded) expect(t.amount).toBe(maAmount('1000', String(t.trade_date), 20));
    const detail = await box.c.get(`/funds/fixed_investment/${r.body.id}/`);
    expect(detail.body.total_amount).toBe(
      ded.reduce((s, t) => s.plus(String(t.amount)), new Decimal(0)).toFixed(2),
    );
    // a fixed plan has no strategy row and deducts its amount
    const plain = await create({ amount: '300.00' });
    expect(plain.body).toMatchObject({ strategy: 'fixed', next_amount: '300.00', ma_days: null });
  });

  it('目标止盈 5%: on the first NAV day the plan reaches it (computed here from the NAV file) its shares are redeemed to 理财宝, not before; the inbox says so and another user never sees it', async () => {
    await box.c.post('/__sandbox/clock', { now: '2026-05-04T10:00:00+08:00' });
    const r = await create({
      amount: '500.00',
      strategy: 'take_profit',
      take_profit_percent: 5,
      take_profit_action: 'redeem_to_bao',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ strategy: 'take_profit', take_profit_percent: 5 });
    expect(r.body.take_profit_action).toBe('redeem_to_bao');
    const planId = r.body.id as number;
    // walk the days one by one until 2026-06-30, at 20:00 (when a day's NAV is published)
    let fired: string | null = null;
    for (const p of NAV.filter((x) => x.date >= '2026-05-07' && x.date <= '2026-06-30')) {
      await box.c.post('/__sandbox/clock', { now: `${p.date}T20:00:00+08:00` });
      // the plan's confirmed deductions by this day, valued at its NAV (from the file)
      const held = trades(
        'fixed_investment_id = ? AND status = 1 AND confirm_date <= ?',
        planId,
        p.date,
      );
      const cost = held.reduce((s, t) => s.plus(String(t.amount_confirm)), new Decimal(0));
      const shares = held.reduce((s, t) => s.plus(String(t.shares_confirm)), new Decimal(0));
      const worth = shares.times(p.nav).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      const reached = cost.gt(0) && worth.minus(cost).div(cost).times(100).gte(5);
      const msgs = (await box.c.get('/messages/?category=fixed')).body.results as Msg[];
      const tp = msgs.filter((m) => m.kind === 'take_profit');
      if (!reached) {
        expect(tp, `no take-profit on ${p.date}`).toHaveLength(0);
        continue;
      }
      fired = p.date;
      expect(tp).toHaveLength(1);
      expect(tp[0]!.title).toBe('目标止盈已执行');
      expect(tp[0]!.content).toContain(`${p.date}持有收益率`);
      expect(tp[0]!.content).toContain(`已赎回${shares.toFixed(2)}份至理财宝`);
      expect(tp[0]!.content).toContain('这笔赎回已记入该定投计划的扣款记录');
      break;
    }
    expect(fired).not.toBeNull();
    const sells = trades("source = 'take_profit' AND direction = 1");
    expect(sells).toHaveLength(1);
    const detail = await box.c.get(`/funds/fixed_investment/${planId}/`);
    expect(detail.body.take_profit_date).toBe(fired);
    expect(detail.body.status).toBe(0); // the plan goes on
    // the sell confirms at its trade date's NAV and the money goes into the bao
    await box.c.post('/__sandbox/clock', {
      now: `${String(sells[0]!.confirm_date)}T10:00:00+08:00`,
    });
    const sold = trades('id = ?', sells[0]!.id)[0]!;
    expect(sold.status).toBe(1);
    // the plan's records list the redemption beside its deductions: date, shares, amount
    const after = await box.c.get(`/funds/fixed_investment/${planId}/`);
    const rec = after.body.trade_records!.find((t) => t.id === sold.id);
    expect(rec).toMatchObject({
      direction: 1,
      status: 1,
      shares: sold.shares,
      shares_confirm: sold.shares_confirm,
      amount_confirm: sold.amount_confirm,
    });
    // its trade detail names the channel: 目标止盈, not an order the investor placed
    expect((await box.c.get(`/funds/trades/${sold.id}/`)).body.source_display).toBe('目标止盈');
    expect(String(rec!.apply_date).slice(0, 10) >= fired!).toBe(true);
    // the plan's records list (its own and every plan's) holds the same records, the sell marked
    // as in trade_records, newest first
    const deductions = trades('fixed_investment_id = ?', planId);
    const listed = await box.c.get(
      `/funds/fixed_investment/trades/?fixed_investment_id=${planId}&page_size=100`,
    );
    expect(listed.status).toBe(200);
    const rows = listed.body.results;
    expect(listed.body.total_count).toBe(deductions.length + 1);
    expect(rows.find((t) => t.id === sold.id)).toEqual(rec);
    expect(rows.slice(0, 10).map((t) => t.id)).toEqual(after.body.trade_records!.map((t) => t.id));
    const dates = rows.map((t) => String(t.apply_date));
    expect(dates).toEqual([...dates].sort().reverse());
    const sold1 = await box.c.get('/funds/fixed_investment/trades/?direction=1&page_size=100');
    expect(sold1.body.results.map((t) => t.id)).toEqual([sold.id]);
    expect(
      (await box.other.get('/funds/fixed_investment/trades/?direction=1')).body.total_count,
    ).toBe(0);
    expect(sold.net_value).toBe(NAV.find((x) => x.date === sold.trade_date)!.nav.toFixed(4));
    // the deductions bought these shares and the take-profit sold them
    const bought = trades('fixed_investment_id = ? AND status = 1', planId).reduce(
      (s, t) => s.plus(String(t.shares_confirm)),
      new Decimal(0),
    );
    expect(after.body.shares_current).toBe(bought.minus(String(sold.shares_confirm)).toFixed(2));
    expect(after.body.total_times).toBe(
      trades('fixed_investment_id = ? AND status IN (0, 1)', planId).length,
    );
    const bao = trades("source = 'take_profit' AND kind = 'bao'");
    expect(bao).toHaveLength(1);
    expect(bao[0]).toMatchObject({ status: 1, amount: sold.amount_confirm, user_id: sold.user_id });
    const arrived = ((await box.c.get('/messages/?category=trade')).body.results as Msg[]).find(
      (m) => m.kind === 'money_arrived' && m.content.includes('理财宝'),
    );
    expect(arrived!.content).toContain(`${String(sold.amount_confirm)}元已转入理财宝`);
    // another user never sees it
    const theirs = (await box.other.get('/messages/')).body.results as Msg[];
    expect(theirs.filter((m) => m.kind === 'take_profit')).toHaveLength(0);
  });

  it('目标止盈 with pause: the plan pauses instead of selling', async () => {
    const r = await create({
      amount: '500.00',
      strategy: 'take_profit',
      take_profit_percent: 0.01,
      take_profit_action: 'pause',
    });
    expect(r.status).toBe(200);
    const from = String(r.body.sign_date);
    for (const d of NAV.filter((x) => x.date >= from && x.date <= '2026-07-31').map(
      (x) => x.date,
    )) {
      await box.c.post('/__sandbox/clock', { now: `${d}T20:00:00+08:00` });
      const p = await box.c.get(`/funds/fixed_investment/${r.body.id}/`);
      if (p.body.status === 2) {
        expect(p.body.take_profit_date).toBe(d);
        break;
      }
    }
    const p = await box.c.get(`/funds/fixed_investment/${r.body.id}/`);
    expect(p.body.status).toBe(2);
    const row = box.sb.ctx.db
      .prepare('SELECT * FROM fixed_investment_strategies WHERE plan_id = ?')
      .get(r.body.id) as Row;
    expect(row.take_profit_trade_id).toBeNull(); // nothing sold
    const msgs = (await box.c.get('/messages/?category=fixed')).body.results as Msg[];
    expect(msgs.find((m) => m.kind === 'take_profit' && m.content.includes('已暂停'))).toBeTruthy();
  });

  it('refuses a take-profit target outside 0..500 % or with three decimals (core checkTakeProfitTarget)', async () => {
    const r = await create({ amount: '500.00', strategy: 'take_profit', take_profit_percent: 600 });
    expect(r.status).toBe(400);
    const precise = await create({
      amount: '500.00',
      strategy: 'take_profit',
      take_profit_percent: 12.345,
    });
    expect(precise.status).toBe(400);
    expect(JSON.stringify(precise.body.errors)).toContain('请输入目标收益率，最多两位小数');
  });
});
