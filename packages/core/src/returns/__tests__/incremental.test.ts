import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailySeries, type FundTrack } from '../daily-pnl';
import { addCalendarDays } from '../dates';
import {
  advanceHolding,
  computeHolding,
  holdingFigures,
  openHolding,
  orderEvents,
  type HoldingFigures,
} from '../holding';
import { cumulativeTwr, timeWeightedReturn } from '../twr';
import type { HoldingEvent } from '../types';

/** Every figure as text, lots included, for exact comparison. */
const plain = (h: HoldingFigures) => ({
  shares: h.shares.toString(),
  cost: h.cost.toString(),
  cost_per_share: h.cost_per_share?.toString() ?? null,
  worth: h.worth.toString(),
  holding_return: h.holding_return.toString(),
  holding_return_rate: h.holding_return_rate?.toString() ?? null,
  realised: h.realised.toString(),
  dividends: h.dividends.toString(),
  cumulative_return: h.cumulative_return.toString(),
  paid: h.paid.toString(),
  received: h.received.toString(),
  holding_days: h.holding_days,
  lots: h.lots.map((l) => ({ ...l, shares: l.shares.toString(), cost: l.cost.toString() })),
});

/** A random confirmed log: buys (some 定投), partial and full sells, dividends, a split; dates ascending. */
const logArb = fc
  .array(
    fc.record({
      k: fc.constantFrom('buy', 'plan', 'sell', 'sellAll', 'cash', 'reinvest', 'split'),
      gap: fc.integer({ min: 0, max: 9 }),
      cents: fc.integer({ min: 100, max: 500_000 }),
      part: fc.integer({ min: 1, max: 99 }),
    }),
    { maxLength: 30 },
  )
  .map((steps) => {
    const events: HoldingEvent[] = [];
    let day = '2025-01-02';
    let held = 0;
    for (const s of steps) {
      day = addCalendarDays(day, s.gap);
      const confirm = addCalendarDays(day, 1);
      const money = (s.cents / 100).toFixed(2);
      if (s.k === 'buy' || s.k === 'plan') {
        const shares = Math.max(1, Math.floor(s.cents * 0.9));
        held += shares;
        events.push({
          kind: 'buy',
          trade_date: day,
          confirm_date: confirm,
          amount: money,
          shares: (shares / 100).toFixed(2),
          plan: s.k === 'plan',
        });
      } else if ((s.k === 'sell' || s.k === 'sellAll') && held > 0) {
        const shares = s.k === 'sellAll' ? held : Math.max(1, Math.floor((held * s.part) / 100));
        held -= shares;
        events.push({
          kind: 'sell',
          trade_date: day,
          confirm_date: confirm,
          amount: money,
          shares: (shares / 100).toFixed(2),
        });
      } else if (s.k === 'cash' && held > 0)
        events.push({ kind: 'dividend_cash', date: confirm, amount: money });
      else if (s.k === 'reinvest' && held > 0) {
        held += s.part;
        events.push({
          kind: 'dividend_reinvest',
          date: confirm,
          amount: money,
          shares: (s.part / 100).toFixed(2),
        });
      } else if (s.k === 'split' && held > 0) {
        events.push({ kind: 'split', date: confirm, ratio: '1.5' });
        held = Math.floor(held * 1.5); // per lot rounding may differ; shares are not compared here
      }
    }
    return events;
  });

describe('a holding advanced batch by batch equals a full replay of its log (computeHolding, packages/core/README.md "Returns")', () => {
  it('property: any log split at any points gives the same figures, lots included, as one replay', () => {
    fc.assert(
      fc.property(
        logArb,
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.integer({ min: 5000, max: 30000 }),
        (events, cuts, navInt) => {
          const nav = (navInt / 10000).toFixed(4);
          const ordered = orderEvents(events);
          const points = [...new Set(cuts.map((c) => c % (ordered.length + 1)))].sort(
            (a, b) => a - b,
          );
          let state = openHolding();
          let from = 0;
          for (const p of [...points, ordered.length]) {
            const before = plain(holdingFigures(state, nav, '2026-06-01'));
            const next = advanceHolding(state, ordered.slice(from, p));
            // the kept state is not changed by advancing it
            expect(plain(holdingFigures(state, nav, '2026-06-01'))).toEqual(before);
            state = next;
            from = p;
          }
          expect(plain(holdingFigures(state, nav, '2026-06-01'))).toEqual(
            plain(computeHolding({ events, nav, today: '2026-06-01' })),
          );
        },
      ),
    );
  });

  it('refuses an event dated before the last one applied: that needs a full replay', () => {
    const s = advanceHolding(openHolding(), [
      {
        kind: 'buy',
        trade_date: '2026-03-02',
        confirm_date: '2026-03-03',
        amount: '100',
        shares: '100',
      },
    ]);
    expect(() =>
      advanceHolding(s, [
        {
          kind: 'buy',
          trade_date: '2026-02-27',
          confirm_date: '2026-03-02',
          amount: '1',
          shares: '1',
        },
      ]),
    ).toThrow(RangeError);
  });

  it('changing the lots of the figures leaves the state as it was', () => {
    const s = advanceHolding(openHolding(), [
      {
        kind: 'buy',
        trade_date: '2026-03-02',
        confirm_date: '2026-03-03',
        amount: '100',
        shares: '100',
      },
    ]);
    const h = holdingFigures(s, '1', '2026-03-10');
    h.lots[0]!.shares = h.lots[0]!.shares.plus(5);
    expect(holdingFigures(s, '1', '2026-03-10').shares.toFixed(2)).toBe('100.00');
  });
});

describe('the cumulative TWR line is the TWR of every prefix (timeWeightedReturn, packages/core/README.md "Returns")', () => {
  it('property: element i equals timeWeightedReturn of the first i + 1 points, exactly', () => {
    fc.assert(
      fc.property(
        logArb,
        fc.array(fc.integer({ min: 8000, max: 12000 }), { minLength: 1, maxLength: 60 }),
        (events, navs) => {
          const track: FundTrack = {
            code: '000001',
            events: events.filter((e) => e.kind !== 'split'),
            navs: navs.map((v, i) => ({
              date: addCalendarDays('2025-01-02', i * 3),
              value: (v / 10000).toFixed(4),
            })),
          };
          const series = dailySeries([track]);
          const line = cumulativeTwr(series);
          expect(line).toHaveLength(series.length);
          series.forEach((_, i) => {
            const prefix = timeWeightedReturn(series.slice(0, i + 1));
            expect(line[i]?.toString() ?? null).toBe(prefix?.toString() ?? null);
          });
        },
      ),
    );
  });
});
