import Decimal from 'decimal.js-light';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backtestFixedInvestment, fixedInvestScheduleDates } from '../fixed-invest-backtest';

/** Monday-Friday except the listed closed days. */
const weekdaysExcept =
  (...closed: string[]) =>
  (d: string) => {
    const w = new Date(`${d}T00:00:00Z`).getUTCDay();
    return w >= 1 && w <= 5 && !closed.includes(d);
  };

/** The sandbox's front-end fee at 0.15 %: amount x r / (1 + r) (净额法). */
const fee15 = (a: Decimal) => a.times('0.0015').div('1.0015');

describe('fixedInvestScheduleDates (spec 001 §3 period_unit, §5 / §9 trade days)', () => {
  it('puts a monthly plan on its day each month, moved to the next trading day when closed', () => {
    // 2026-02-08 is a Sunday and 2026-02-09 is closed here: the deduction moves to 02-10.
    expect(
      fixedInvestScheduleDates({
        period_unit: 0,
        trade_day: 8,
        from: '2026-01-01',
        to: '2026-04-30',
        calendar: weekdaysExcept('2026-02-09'),
      }),
    ).toEqual(['2026-01-08', '2026-02-10', '2026-03-09', '2026-04-08']);
  });

  it('puts a weekly plan on its weekday and makes one deduction when two land on one trading day', () => {
    // Mondays 02-16 and 02-23 are both closed, as is the week between: both move to 02-24.
    const closed = [
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
      '2026-02-20',
      '2026-02-23',
    ];
    expect(
      fixedInvestScheduleDates({
        period_unit: 1,
        trade_day: 1,
        from: '2026-02-09',
        to: '2026-03-03',
        calendar: weekdaysExcept(...closed),
      }),
    ).toEqual(['2026-02-09', '2026-02-24', '2026-03-02']);
  });

  it('leaves out a deduction that would move past the end of the window', () => {
    expect(
      fixedInvestScheduleDates({
        period_unit: 0,
        trade_day: 28,
        from: '2026-02-01',
        to: '2026-03-01',
        calendar: ['2026-03-02'],
      }),
    ).toEqual([]);
  });

  it('refuses a monthly day above 28, a weekly day above 5 and a date that does not exist', () => {
    const base = { from: '2026-01-01', to: '2026-02-01', calendar: () => true };
    expect(() => fixedInvestScheduleDates({ ...base, period_unit: 0, trade_day: 29 })).toThrow(
      RangeError,
    );
    expect(() => fixedInvestScheduleDates({ ...base, period_unit: 1, trade_day: 6 })).toThrow(
      RangeError,
    );
    expect(() =>
      fixedInvestScheduleDates({ ...base, period_unit: 0, trade_day: 1, to: '2026-02-30' }),
    ).toThrow(/no such date/);
  });

  it('gives ascending trading days inside the window, one a month at most (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 1 }),
        (startOffset, length, day, unit) => {
          const start = Date.UTC(2015, 0, 1) + startOffset * 86_400_000;
          const from = new Date(start).toISOString().slice(0, 10);
          const to = new Date(start + length * 86_400_000).toISOString().slice(0, 10);
          const isTrading = weekdaysExcept();
          const tradeDay = unit === 1 ? ((day - 1) % 5) + 1 : day;
          const dates = fixedInvestScheduleDates({
            period_unit: unit as 0 | 1,
            trade_day: tradeDay,
            from,
            to,
            calendar: isTrading,
          });
          for (let i = 0; i < dates.length; i += 1) {
            const d = dates[i]!;
            expect(isTrading(d)).toBe(true);
            expect(d >= from && d <= to).toBe(true);
            if (i > 0) expect(d > dates[i - 1]!).toBe(true);
          }
          const bound = unit === 1 ? Math.floor(length / 7) + 1 : Math.floor(length / 28) + 1;
          expect(dates.length).toBeLessThanOrEqual(bound);
        },
      ),
    );
  });
});

describe('backtestFixedInvestment (spec 001 §3 Fixed investment; sandbox README method)', () => {
  const deductions = [
    { date: '2026-01-08', nav: '1.0000' },
    { date: '2026-02-10', nav: '0.8000' },
    { date: '2026-03-09', nav: '1.2500' },
  ];

  it('buys net of the fee at each NAV and values the shares at the end NAV (fixed input)', () => {
    const r = backtestFixedInvestment({ amount: '100', deductions, endNav: '1.1000', fee: fee15 });
    expect(r.periods).toBe(3);
    expect(r.records.map((x) => [x.fare, x.shares, x.shares_total, x.worth])).toEqual([
      ['0.15', '99.85', '99.85', '99.85'],
      ['0.15', '124.81', '224.66', '179.73'],
      ['0.15', '79.88', '304.54', '380.68'],
    ]);
    expect(r.fixed).toEqual({
      invested: '300.00',
      fare: '0.45',
      shares: '304.54',
      worth: '334.99',
      profit: '34.99',
      return_percent: '11.66',
    });
  });

  it('compares with the same total invested at once on the first date, paying its own fee', () => {
    const r = backtestFixedInvestment({ amount: '100', deductions, endNav: '1.1000', fee: fee15 });
    expect(r.lump).toEqual({
      invested: '300.00',
      fare: '0.45',
      shares: '299.55',
      worth: '329.51',
      profit: '29.51',
      return_percent: '9.84',
    });
  });

  it('answers zero legs and no return when there is no deduction', () => {
    const r = backtestFixedInvestment({ amount: '100', deductions: [], endNav: '1' });
    expect(r.periods).toBe(0);
    expect(r.fixed.return_percent).toBeNull();
    expect(r.lump.worth).toBe('0.00');
  });

  it('refuses an amount or NAV not above zero and deductions out of order', () => {
    expect(() => backtestFixedInvestment({ amount: '0', deductions, endNav: '1' })).toThrow(
      RangeError,
    );
    expect(() =>
      backtestFixedInvestment({ amount: '1', deductions: [{ date: 'x', nav: '0' }], endNav: '1' }),
    ).toThrow(RangeError);
    expect(() =>
      backtestFixedInvestment({
        amount: '1',
        deductions: [deductions[1]!, deductions[0]!],
        endNav: '1',
      }),
    ).toThrow(/out of order/);
  });

  const navArb = fc.integer({ min: 1000, max: 90000 }).map((n) => new Decimal(n).div(10000));
  const caseArb = fc.record({
    amount: fc.integer({ min: 1000, max: 1_000_000 }).map((n) => new Decimal(n).div(100)),
    navs: fc.array(navArb, { minLength: 1, maxLength: 40 }),
    endNav: navArb,
  });
  const datesFor = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      new Date(Date.UTC(2020, 0, 1) + i * 86_400_000 * 7).toISOString().slice(0, 10),
    );

  it('invests exactly periods x amount, and the legs agree with one deduction (property)', () => {
    fc.assert(
      fc.property(caseArb, ({ amount, navs, endNav }) => {
        const dates = datesFor(navs.length);
        const r = backtestFixedInvestment({
          amount,
          deductions: navs.map((nav, i) => ({ date: dates[i]!, nav })),
          endNav,
          fee: fee15,
        });
        expect(r.fixed.invested).toBe(amount.times(navs.length).toFixed(2));
        expect(r.lump.invested).toBe(r.fixed.invested);
        expect(
          new Decimal(r.fixed.profit).eq(new Decimal(r.fixed.worth).minus(r.fixed.invested)),
        ).toBe(true);
        expect(r.records[r.records.length - 1]!.shares_total).toBe(r.fixed.shares);
        if (navs.length === 1) expect(r.lump).toEqual(r.fixed);
      }),
    );
  });

  it('keeps every yuan without a fee at a NAV of 1, and is worth more when the end NAV is higher (property)', () => {
    fc.assert(
      fc.property(caseArb, navArb, ({ amount, navs, endNav }, higher) => {
        const dates = datesFor(navs.length);
        const flat = backtestFixedInvestment({
          amount,
          deductions: navs.map((_, i) => ({ date: dates[i]!, nav: '1.0000' })),
          endNav: '1.0000',
        });
        expect(flat.fixed.worth).toBe(flat.fixed.invested);
        expect(flat.fixed.return_percent).toBe('0.00');
        const deductionsOf = navs.map((nav, i) => ({ date: dates[i]!, nav }));
        const [lo, hi] = endNav.lte(higher) ? [endNav, higher] : [higher, endNav];
        const a = backtestFixedInvestment({
          amount,
          deductions: deductionsOf,
          endNav: lo,
          fee: fee15,
        });
        const b = backtestFixedInvestment({
          amount,
          deductions: deductionsOf,
          endNav: hi,
          fee: fee15,
        });
        expect(new Decimal(b.fixed.worth).gte(a.fixed.worth)).toBe(true);
        expect(new Decimal(b.lump.worth).gte(a.lump.worth)).toBe(true);
      }),
    );
  });
});
