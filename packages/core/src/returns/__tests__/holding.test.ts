import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeHolding } from '../holding';
import type { HoldingEvent } from '../types';

const buy = (
  trade_date: string,
  confirm_date: string,
  amount: string,
  shares: string,
  extra: Partial<Extract<HoldingEvent, { kind: 'buy' }>> = {},
): HoldingEvent => ({ kind: 'buy', trade_date, confirm_date, amount, shares, ...extra });
const sell = (
  trade_date: string,
  confirm_date: string,
  shares: string,
  amount: string,
  fee = '0',
): HoldingEvent => ({
  kind: 'sell',
  trade_date,
  confirm_date,
  shares,
  amount,
  fee,
});

describe('holding figures from the confirmed trade log (moving weighted average cost)', () => {
  it('a buy: cost is what was paid, fee included; return and rate at the NAV; days since confirmation', () => {
    const h = computeHolding({
      events: [buy('2026-01-05', '2026-01-06', '1000.00', '998.50', { fee: '1.50' })],
      nav: '1.1000',
      today: '2026-01-16',
    });
    expect(h.shares.toFixed(2)).toBe('998.50');
    expect(h.cost.toFixed(2)).toBe('1000.00');
    expect(h.cost_per_share!.toFixed(4)).toBe('1.0015');
    expect(h.worth.toFixed(2)).toBe('1098.35');
    expect(h.holding_return.toFixed(2)).toBe('98.35');
    expect(h.holding_return_rate!.toFixed(2)).toBe('9.84');
    expect(h.cumulative_return.toFixed(2)).toBe('98.35');
    expect(h.holding_days).toBe(10);
    expect(h.lots).toHaveLength(1);
    expect(h.lots[0]).toMatchObject({
      buy_date: '2026-01-05',
      confirm_date: '2026-01-06',
      source: 'buy',
    });
  });

  it('a partial sell keeps the per-share cost, realises the gain and takes the oldest lot first', () => {
    const h = computeHolding({
      events: [
        buy('2026-01-05', '2026-01-06', '1000.00', '1000.00'),
        buy('2026-02-02', '2026-02-03', '1200.00', '1000.00'),
        // 1,500 shares at 1.3000 = 1,950.00, fee 0.5 % = 9.75, net 1,940.25
        sell('2026-03-02', '2026-03-03', '1500.00', '1940.25', '9.75'),
      ],
      nav: '1.3000',
      today: '2026-03-10',
    });
    expect(h.shares.toFixed(2)).toBe('500.00');
    // average 1.1 per share before and after the sell
    expect(h.cost.toFixed(2)).toBe('550.00');
    expect(h.cost_per_share!.toFixed(4)).toBe('1.1000');
    // realised: 1,940.25 - 1,500 x 1.1
    expect(h.realised.toFixed(2)).toBe('290.25');
    expect(h.holding_return.toFixed(2)).toBe('100.00');
    expect(h.cumulative_return.toFixed(2)).toBe('390.25');
    // FIFO: the January lot is gone, half of February's is left with half its cost
    expect(h.lots).toHaveLength(1);
    expect(h.lots[0]!.confirm_date).toBe('2026-02-03');
    expect(h.lots[0]!.cost.toFixed(2)).toBe('600.00');
    expect(h.holding_days).toBe(35);
  });

  it('a full sell then a rebuy starts a new cost and a new holding period; the realised gain stays', () => {
    const h = computeHolding({
      events: [
        buy('2026-01-05', '2026-01-06', '1000.00', '1000.00'),
        sell('2026-02-02', '2026-02-03', '1000.00', '1095.00', '5.00'),
        buy('2026-03-02', '2026-03-03', '500.00', '400.00'),
      ],
      nav: '1.3000',
      today: '2026-03-13',
    });
    expect(h.cost.toFixed(2)).toBe('500.00');
    expect(h.cost_per_share!.toFixed(4)).toBe('1.2500');
    expect(h.realised.toFixed(2)).toBe('95.00');
    expect(h.holding_return.toFixed(2)).toBe('20.00');
    expect(h.holding_return_rate!.toFixed(2)).toBe('4.00');
    expect(h.cumulative_return.toFixed(2)).toBe('115.00');
    expect(h.holding_days).toBe(10);
  });

  it('定投 deductions are lots of their own, marked plan, summed into one average cost', () => {
    const h = computeHolding({
      events: [
        buy('2026-01-05', '2026-01-06', '100.00', '100.00', { plan: true }),
        buy('2026-01-12', '2026-01-13', '100.00', '80.00', { plan: true }),
        buy('2026-01-19', '2026-01-20', '100.00', '125.00', { plan: true }),
      ],
      nav: '1.0000',
      today: '2026-01-21',
    });
    expect(h.lots.map((l) => l.source)).toEqual(['plan', 'plan', 'plan']);
    expect(h.shares.toFixed(2)).toBe('305.00');
    expect(h.cost_per_share!.toFixed(4)).toBe('0.9836');
    expect(h.holding_return.toFixed(2)).toBe('5.00');
    expect(h.holding_days).toBe(15);
  });

  it('a cash dividend is income in 累计收益 and leaves the cost alone', () => {
    const h = computeHolding({
      events: [
        buy('2026-01-05', '2026-01-06', '1000.00', '1000.00'),
        { kind: 'dividend_cash', date: '2026-02-10', amount: '50.00' },
      ],
      nav: '0.9800',
      today: '2026-02-11',
    });
    expect(h.cost.toFixed(2)).toBe('1000.00');
    expect(h.holding_return.toFixed(2)).toBe('-20.00');
    expect(h.dividends.toFixed(2)).toBe('50.00');
    expect(h.cumulative_return.toFixed(2)).toBe('30.00');
    expect(h.received.toFixed(2)).toBe('50.00');
  });

  it('红利再投 adds shares at no cost: the per-share cost falls, the holding return keeps the dividend', () => {
    const h = computeHolding({
      events: [
        buy('2026-01-05', '2026-01-06', '1000.00', '1000.00'),
        { kind: 'dividend_reinvest', date: '2026-02-10', amount: '50.00', shares: '51.02' },
      ],
      nav: '0.9800',
      today: '2026-02-11',
    });
    expect(h.shares.toFixed(2)).toBe('1051.02');
    expect(h.cost.toFixed(2)).toBe('1000.00');
    expect(h.cost_per_share!.toFixed(4)).toBe('0.9515');
    // 1,051.02 x 0.98 = 1,030.00 (1,029.9996)
    expect(h.holding_return.toFixed(2)).toBe('30.00');
    expect(h.lots[1]).toMatchObject({ source: 'reinvest', confirm_date: '2026-02-10' });
    expect(h.lots[1]!.cost.toFixed(2)).toBe('0.00');
  });

  it('a split multiplies every lot (rounded down to 0.01 份) and keeps the cost', () => {
    const h = computeHolding({
      events: [
        buy('2026-01-05', '2026-01-06', '1000.00', '333.33'),
        { kind: 'split', date: '2026-02-10', ratio: '1.5' },
      ],
      nav: '2.0000',
      today: '2026-02-11',
    });
    expect(h.shares.toFixed(2)).toBe('499.99');
    expect(h.cost.toFixed(2)).toBe('1000.00');
    expect(h.cost_per_share!.toFixed(4)).toBe('2.0000');
    expect(h.holding_return.toFixed(2)).toBe('-0.02');
  });

  it('fees: the purchase fee is in the cost, the redemption fee is out of the realised gain', () => {
    const h = computeHolding({
      events: [
        buy('2026-01-05', '2026-01-06', '1000.00', '998.50', { fee: '1.50' }),
        sell('2026-01-07', '2026-01-08', '998.50', '983.52', '14.98'),
      ],
      nav: '1.0000',
      today: '2026-01-09',
    });
    expect(h.shares.toFixed(2)).toBe('0.00');
    expect(h.realised.toFixed(2)).toBe('-16.48');
    expect(h.cumulative_return.toFixed(2)).toBe('-16.48');
    expect(h.holding_days).toBeNull();
    expect(h.cost_per_share).toBeNull();
    expect(h.holding_return_rate).toBeNull();
  });

  it('a same-day buy and sell: the sell takes the shares the buy confirmed that day', () => {
    const h = computeHolding({
      events: [
        buy('2026-01-05', '2026-01-06', '1000.00', '1000.00'),
        buy('2026-01-06', '2026-01-07', '500.00', '500.00'),
        sell('2026-01-06', '2026-01-07', '1200.00', '1182.00', '18.00'),
      ],
      nav: '1.0000',
      today: '2026-01-08',
    });
    expect(h.shares.toFixed(2)).toBe('300.00');
    expect(h.lots).toHaveLength(1);
    expect(h.lots[0]!.confirm_date).toBe('2026-01-07');
    expect(h.cost.toFixed(2)).toBe('300.00');
  });

  it('no trades: nothing held, zero money, no rate, no days', () => {
    const h = computeHolding({ events: [], nav: '1.0000', today: '2026-01-08' });
    expect(h.shares.toFixed(2)).toBe('0.00');
    expect(h.worth.toFixed(2)).toBe('0.00');
    expect(h.cumulative_return.toFixed(2)).toBe('0.00');
    expect(h.holding_return_rate).toBeNull();
    expect(h.holding_days).toBeNull();
    expect(h.lots).toEqual([]);
  });

  it('property: 累计收益 = worth + received - paid, to the cent, for any buy/sell/dividend log', () => {
    const step = fc.oneof(
      fc.record({
        k: fc.constant('buy' as const),
        cents: fc.integer({ min: 1000, max: 1_000_000 }),
        nav: fc.integer({ min: 5000, max: 30000 }),
      }),
      fc.record({
        k: fc.constant('sell' as const),
        part: fc.integer({ min: 1, max: 100 }),
        nav: fc.integer({ min: 5000, max: 30000 }),
      }),
      fc.record({ k: fc.constant('div' as const), cents: fc.integer({ min: 1, max: 10000 }) }),
    );
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 25 }),
        fc.integer({ min: 5000, max: 30000 }),
        (steps, navEnd) => {
          const events: HoldingEvent[] = [];
          let held = 0;
          steps.forEach((s, i) => {
            const d = `2026-01-${String(i + 1).padStart(2, '0')}`;
            if (s.k === 'buy') {
              const shares = Math.floor((s.cents / s.nav) * 100); // hundredths of a share
              if (shares <= 0) return;
              held += shares;
              events.push(buy(d, d, (s.cents / 100).toFixed(2), (shares / 100).toFixed(2)));
            } else if (s.k === 'sell') {
              const shares = Math.floor((held * s.part) / 100);
              if (shares <= 0) return;
              held -= shares;
              const gross = Math.round((shares * s.nav) / 10000);
              events.push(sell(d, d, (shares / 100).toFixed(2), (gross / 100).toFixed(2)));
            } else if (held > 0)
              events.push({ kind: 'dividend_cash', date: d, amount: (s.cents / 100).toFixed(2) });
          });
          const h = computeHolding({
            events,
            nav: (navEnd / 10000).toFixed(4),
            today: '2026-02-01',
          });
          expect(h.shares.times(100).toNumber()).toBe(held);
          expect(h.cumulative_return.toFixed(2)).toBe(
            h.worth.plus(h.received).minus(h.paid).toFixed(2),
          );
        },
      ),
    );
  });
});
