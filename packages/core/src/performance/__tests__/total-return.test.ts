import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustmentsFromDailyReturn,
  adjustmentsFromDistributions,
  cumulativeNav,
  dayNumber,
  isAdjustmentDay,
  periodReturns,
  totalReturnNav,
} from '../index';

const d = dayNumber;

describe('the total-return (复权) NAV reinvests distributions and follows splits', () => {
  it('reads an ordinary day by the NAV ratio and an ex-date by the dividend-aware return', () => {
    // 000166 on 2015-09-07: 1.388 -> 1.000 while the daily return is +0.0057 %
    expect(isAdjustmentDay(1.388, 1.0, 0.000057)).toBe(true);
    expect(isAdjustmentDay(1.0, 1.0123, 0.0123)).toBe(false);
    // rounding of a 4-decimal NAV is not an event
    expect(isAdjustmentDay(0.5, 0.5006, 0.0013)).toBe(false);
  });

  it('cash dividend: 0.1 yuan a unit paid out of a 1.2 NAV is no loss', () => {
    const days = ['2024-06-03', '2024-06-04', '2024-06-05'].map(d);
    const unit = { days, values: [1.2, 1.1, 1.111] };
    const fromReturn = adjustmentsFromDailyReturn(unit, [null, 0, 0.01]);
    expect(fromReturn).toHaveLength(1);
    expect(fromReturn[0]!.day).toBe(days[1]);
    const tr = totalReturnNav(unit, fromReturn);
    expect(tr.values[1]).toBeCloseTo(1.2, 10);
    expect(tr.values[2]).toBeCloseTo(1.212, 10);
    // the same from the event itself (cash reinvested at the ex-date NAV)
    const fromEvent = totalReturnNav(
      unit,
      adjustmentsFromDistributions(unit, [{ day: days[1]!, cashPerUnit: 0.1 }]),
    );
    expect(fromEvent.values[2]).toBeCloseTo(1.212, 10);
    // unit NAV alone reads -7.4 %; total return +1 %
    expect(tr.values[2]! / tr.values[0]! - 1).toBeCloseTo(0.01, 10);
  });

  it('红利再投 over several years compounds every payout: 5 yearly 0.05 yuan dividends at NAV 1', () => {
    const days: number[] = [];
    const values: number[] = [];
    const events = [];
    for (let y = 2019; y <= 2024; y++) {
      days.push(d(`${y}-01-02`), d(`${y}-06-28`));
      values.push(1.05, 1.0);
      if (y > 2019) events.push({ day: d(`${y}-01-02`), cashPerUnit: 0 });
      events.push({ day: d(`${y}-06-28`), cashPerUnit: 0.05 });
    }
    const tr = totalReturnNav(
      { days, values },
      adjustmentsFromDistributions({ days, values }, events),
    );
    // every half-year is +5 % then 0 %: 1.05^(2×6 − 1) over the series
    expect(tr.values.at(-1)! / tr.values[0]!).toBeCloseTo(1.05 ** 6 / 1.05, 10);
  });

  it('split and 份额折算: 1 unit into 2 halves the NAV, not the investor', () => {
    const days = ['2007-01-10', '2007-01-11', '2007-01-12', '2007-01-15'].map(d);
    const unit = { days, values: [3.0, 3.06, 1.53, 1.56] };
    const byEvent = totalReturnNav(
      unit,
      adjustmentsFromDistributions(unit, [{ day: days[2]!, splitRatio: 2 }]),
    );
    expect(byEvent.values[2]).toBeCloseTo(3.06, 10);
    expect(byEvent.values[3]! / byEvent.values[0]! - 1).toBeCloseTo(0.04, 10);
    const byReturn = totalReturnNav(unit, adjustmentsFromDailyReturn(unit, [0, 0.02, 0, 0.0196]));
    expect(byReturn.values[2]).toBeCloseTo(3.06, 10);
    // a split with cash in one event: k + D / nav
    const both = adjustmentsFromDistributions(unit, [
      { day: days[2]!, splitRatio: 2, cashPerUnit: 0.153 },
    ]);
    expect(both[0]!.factor).toBeCloseTo(2.1, 10);
  });

  it('an event on a day without a NAV applies on the next point; events outside the series are dropped', () => {
    const days = ['2024-01-02', '2024-01-05', '2024-01-08'].map(d);
    const unit = { days, values: [1, 0.9, 0.9] };
    const adj = adjustmentsFromDistributions(unit, [
      { day: d('2024-01-03'), cashPerUnit: 0.1 },
      { day: d('2023-12-01'), cashPerUnit: 0.1 },
      { day: d('2024-02-01'), cashPerUnit: 0.1 },
    ]);
    expect(adj).toEqual([{ day: days[1], factor: 1 + 0.1 / 0.9 }]);
    expect(totalReturnNav(unit, adj).values[2]).toBeCloseTo(1, 10);
  });

  it('unknown daily returns (null) keep the NAV ratio, and the lengths must agree', () => {
    const unit = { days: [1, 2, 3], values: [1, 0.5, 0.5] };
    expect(adjustmentsFromDailyReturn(unit, [null, null, 0])).toEqual([]);
    expect(() => adjustmentsFromDailyReturn(unit, [0])).toThrow(RangeError);
    expect(totalReturnNav({ days: [], values: [] })).toEqual({ days: [], values: [] });
  });

  it('累计净值 adds the cash paid so far to the unit NAV', () => {
    const unit = { days: [1, 2, 3], values: [1.1, 1.0, 1.02] };
    expect(
      cumulativeNav(unit, [
        { day: 2, cashPerUnit: 0.1 },
        { day: 2, splitRatio: 2 },
      ]).values,
    ).toEqual([1.1, 1.1, 1.12]);
  });

  it('rebuilds a total return equal to the compounded daily returns on every event day (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            r: fc.double({ min: -0.05, max: 0.05, noNaN: true }),
            cash: fc.constantFrom(0, 0, 0, 0.05, 0.2),
          }),
          { minLength: 2, maxLength: 60 },
        ),
        (steps) => {
          // a fund whose true value moves by r each day and pays `cash` a unit out of its NAV
          const days: number[] = [];
          const nav: number[] = [];
          const ret: number[] = [];
          let v = 1.5;
          let truth = 1.5;
          days.push(100);
          nav.push(v);
          ret.push(0);
          steps.forEach((s, i) => {
            const before = v * (1 + s.r);
            truth *= 1 + s.r;
            v = Math.max(0.3, before - s.cash);
            if (v !== before - s.cash) truth = (truth * v) / before; // clamped: not a payout
            days.push(101 + i);
            nav.push(v);
            ret.push(s.cash && v === before - s.cash ? s.r : v / nav[nav.length - 2]! - 1);
          });
          const tr = totalReturnNav(
            { days, values: nav },
            adjustmentsFromDailyReturn({ days, values: nav }, ret),
          );
          expect(tr.values.at(-1)!).toBeCloseTo(truth, 8);
          // the 成立以来 figure is that total return
          expect(periodReturns(tr, 10_000).since).toBeCloseTo(truth / 1.5 - 1, 8);
        },
      ),
    );
  });
});
