import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '@jijin/core';
import { estimateSwitch } from '@jijin/core/returns';
import { icbcCard, openAccount, sandboxForFile, uuid } from '../../../__tests__/helpers';
import { position } from '../../../trading/positions';

const PW = '135790';
/** 000001's redemption ladder and both funds' effective purchase rate (README "Fund switching"). */
const LADDER = [
  { min_days: 0, max_days: 7, rate: '0.015' },
  { min_days: 7, max_days: 365, rate: '0.005' },
  { min_days: 365, max_days: 730, rate: '0.0025' },
  { min_days: 730, max_days: null, rate: '0' },
];

describe('基金转换 of shares bought with two bank cards: each card keeps its shares (README "Fund switching")', () => {
  const box = sandboxForFile(); // Monday 2026-04-20 10:00
  const navOf = (code: string, date: string) =>
    new Decimal(box.sb.ctx.market.navOn(box.sb.ctx.market.fund(code)!, date).nav)
      .div(10000)
      .toFixed(4);

  it('splits the switched shares per card, oldest first, and the 转入 shares land on the card they came from', async () => {
    const { c } = box;
    const { userId, cardId: cardA } = await openAccount(c, '13500135301');
    const bind = await c.post('/funds/bind_bank_card/', {
      bank_card_no: icbcCard(9301),
      mobile: '13500135301',
    });
    expect(bind.status, JSON.stringify(bind.body)).toBe(200);
    const cardB = bind.body.id as number;
    /** An order with the trade password and a fresh Idempotency-Key. */
    const order = <U extends string>(path: U, body: Record<string, unknown>) =>
      c.post(path, { password: PW, ...body }, { 'Idempotency-Key': uuid() });
    const buy = (card: number, amount: string) =>
      order('/funds/buy/', { symbol: '000001', amount, bank_card_id: card });
    expect((await buy(cardA, '1000.00')).status).toBe(200); // T 04-20, confirmed 04-21
    await c.post('/__sandbox/clock', { now: '2026-04-21T10:00:00+08:00' });
    expect((await buy(cardB, '500.00')).status).toBe(200); // T 04-21, confirmed 04-22
    await c.post('/__sandbox/clock', { now: '2026-04-23T10:00:00+08:00' });

    const bought = (await c.get('/funds/trades/?symbol=000001')).body.results;
    const sharesA = bought.find((t) => t.bank_card?.id === cardA)!.shares_confirm as string;
    const sharesB = bought.find((t) => t.bank_card?.id === cardB)!.shares_confirm as string;
    const targets = await c.get('/funds/switch/targets/?symbol=000001');
    expect(targets.body.shares_enable).toBe(new Decimal(sharesA).plus(sharesB).toFixed(2));

    // every share of card A (the oldest) and 50 of card B
    const total = new Decimal(sharesA).plus(50).toFixed(2);
    const est = await c.get(`/funds/switch/estimate/?symbol=000001&target=001042&shares=${total}`);
    expect(est.status).toBe(200);
    const r = await order('/funds/switch/', { symbol: '000001', target: '001042', shares: total });
    expect(r.status).toBe(200);
    expect(r.body.bank_card!.id).toBe(cardA);

    await c.post('/__sandbox/clock', { now: '2026-04-27T10:00:00+08:00' }); // confirmed 04-24
    const outs = (await c.get('/funds/trades/?symbol=000001')).body.results.filter(
      (t) => t.direction_display === '转换转出',
    );
    const ins = (await c.get('/funds/trades/?symbol=001042')).body.results.filter(
      (t) => t.direction_display === '转换转入',
    );
    expect(outs.map((t) => [t.bank_card!.id, t.shares]).sort()).toEqual(
      [
        [cardA, new Decimal(sharesA).toFixed(2)],
        [cardB, '50.00'],
      ].sort(),
    );
    // each card's in leg: core's estimateSwitch of that card's lots at T's NAVs from the data
    const navOut = navOf('000001', '2026-04-23');
    const navIn = navOf('001042', '2026-04-23');
    const expected = (lotDate: string, lotShares: string, shares: string, navs = [navOut, navIn]) =>
      estimateSwitch({
        lots: [
          {
            buy_date: lotDate,
            confirm_date: lotDate,
            shares: toDecimal(lotShares),
            cost: toDecimal('0'),
            source: 'buy',
          },
        ],
        shares,
        navOut: navs[0]!,
        navIn: navs[1]!,
        tradeDate: '2026-04-23',
        ladder: LADDER,
        buyRateOut: '0.0015',
        buyRateIn: '0.0015',
      });
    const eA = expected('2026-04-21', sharesA, sharesA);
    const eB = expected('2026-04-22', sharesB, '50');
    const inA = ins.find((t) => t.bank_card!.id === cardA);
    const inB = ins.find((t) => t.bank_card!.id === cardB);
    expect(inA).toMatchObject({ status: 1, shares_confirm: eA.shares_in.toFixed(2) });
    expect(inB).toMatchObject({ status: 1, shares_confirm: eB.shares_in.toFixed(2) });
    // the estimate: the same per-card sum at the NAVs shown when it was asked
    const shown = [est.body.nav_out, est.body.nav_in];
    const sA = expected('2026-04-21', sharesA, sharesA, shown);
    const sB = expected('2026-04-22', sharesB, '50', shown);
    expect(est.body.shares_in).toBe(sA.shares_in.plus(sB.shares_in).toFixed(2));
    expect(est.body.redemption_fee).toBe(sA.out.fee.plus(sB.out.fee).toFixed(2));

    // the positions: 001042 on both cards, 000001 left on card B only
    const target = position(box.sb.ctx, userId, '001042');
    const on = (p: typeof target, card: number) =>
      p.lots.filter((l) => l.cardId === card).reduce((s, l) => s.plus(l.shares), new Decimal(0));
    expect(on(target, cardA).toFixed(2)).toBe(eA.shares_in.toFixed(2));
    expect(on(target, cardB).toFixed(2)).toBe(eB.shares_in.toFixed(2));
    const source = position(box.sb.ctx, userId, '000001');
    expect(on(source, cardA).toFixed(2)).toBe('0.00');
    expect(on(source, cardB).toFixed(2)).toBe(new Decimal(sharesB).minus(50).toFixed(2));
  });
});
