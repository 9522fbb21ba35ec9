import fc from 'fast-check';
import Decimal from 'decimal.js-light';
import { describe, expect, it } from 'vitest';
import { benchmarkLine, benchmarkReturn, excessOverBenchmark } from '../benchmark';
import { dailySeries, monthCalendar, type FundTrack } from '../daily-pnl';
import { addCalendarDays } from '../dates';
import { timeWeightedReturn } from '../twr';
import { externalFlows, xirr } from '../xirr';

const navs = (start: string, values: string[]) =>
  values.map((value, i) => ({ date: addCalendarDays(start, i), value }));

describe('daily P&L series and the 收益日历', () => {
  it('a buy earns from the next NAV; a purchase fee is a loss on its day; each fund has its share', () => {
    const funds: FundTrack[] = [
      {
        code: 'A',
        events: [
          {
            kind: 'buy',
            trade_date: '2026-01-01',
            confirm_date: '2026-01-02',
            amount: '1001.00',
            fee: '1.00',
            shares: '1000',
          },
        ],
        navs: navs('2026-01-01', ['1.0000', '1.1000', '1.0500']),
      },
      {
        code: 'B',
        events: [
          {
            kind: 'buy',
            trade_date: '2026-01-02',
            confirm_date: '2026-01-03',
            amount: '200.00',
            shares: '100',
          },
        ],
        navs: navs('2026-01-01', ['2.0000', '2.0000', '2.1000']),
      },
    ];
    const s = dailySeries(funds);
    expect(s.map((p) => [p.date, p.value.toFixed(2), p.flow.toFixed(2), p.pnl.toFixed(2)])).toEqual(
      [
        ['2026-01-01', '1000.00', '1001.00', '-1.00'],
        ['2026-01-02', '1300.00', '200.00', '100.00'],
        ['2026-01-03', '1260.00', '0.00', '-40.00'],
      ],
    );
    expect(s[2]!.by_fund.A!.toFixed(2)).toBe('-50.00');
    expect(s[2]!.by_fund.B!.toFixed(2)).toBe('10.00');
    const m = monthCalendar(s, '2026-01');
    expect(m.total.toFixed(2)).toBe('59.00');
    expect(m.days).toHaveLength(3);
    expect(monthCalendar(s, '2026-02').days).toEqual([]);
  });

  it('a partial sell and a cash dividend are flows out; the dividend is income on its ex-date', () => {
    const s = dailySeries([
      {
        code: 'A',
        events: [
          {
            kind: 'buy',
            trade_date: '2026-01-01',
            confirm_date: '2026-01-02',
            amount: '1000',
            shares: '1000',
          },
          {
            kind: 'sell',
            trade_date: '2026-01-02',
            confirm_date: '2026-01-03',
            amount: '549.50',
            fee: '0.50',
            shares: '500',
          },
          { kind: 'dividend_cash', date: '2026-01-03', amount: '50' },
        ],
        navs: navs('2026-01-01', ['1.0000', '1.1000', '1.0000']),
      },
    ]);
    expect(s.map((p) => p.pnl.toFixed(2))).toEqual(['0.00', '99.50', '0.00']);
    expect(s[2]!.flow.toFixed(2)).toBe('-50.00');
  });

  it('a split and a reinvested dividend move no money and make no P&L by themselves', () => {
    const s = dailySeries([
      {
        code: 'A',
        events: [
          {
            kind: 'buy',
            trade_date: '2026-01-01',
            confirm_date: '2026-01-02',
            amount: '1000',
            shares: '1000',
          },
          { kind: 'split', date: '2026-01-02', ratio: '2' },
          { kind: 'dividend_reinvest', date: '2026-01-03', amount: '200', shares: '500' },
        ],
        navs: navs('2026-01-01', ['1.0000', '0.5000', '0.4000']),
      },
    ]);
    expect(s.map((p) => p.pnl.toFixed(2))).toEqual(['0.00', '0.00', '0.00']);
  });

  it('a user with no trades has an empty series, no TWR and no XIRR', () => {
    expect(dailySeries([])).toEqual([]);
    expect(timeWeightedReturn([])).toBeNull();
    expect(xirr([])).toEqual({ kind: 'insufficient', reason: 'no-flows' });
  });
});

describe('TWR: geometric linking between flows', () => {
  it('money added mid-way does not change it: +10 % then +10 % is 21 %', () => {
    const s = dailySeries([
      {
        code: 'A',
        events: [
          {
            kind: 'buy',
            trade_date: '2026-01-01',
            confirm_date: '2026-01-02',
            amount: '1000',
            shares: '1000',
          },
          {
            kind: 'buy',
            trade_date: '2026-01-02',
            confirm_date: '2026-01-03',
            amount: '1100',
            shares: '1000',
          },
        ],
        navs: navs('2026-01-01', ['1.0000', '1.1000', '1.2100']),
      },
    ]);
    expect(timeWeightedReturn(s)!.toString()).toBe('0.21');
  });

  it('the purchase fee on the first day counts against it', () => {
    const s = dailySeries([
      {
        code: 'A',
        events: [
          {
            kind: 'buy',
            trade_date: '2026-01-01',
            confirm_date: '2026-01-02',
            amount: '1010',
            fee: '10',
            shares: '1000',
          },
        ],
        navs: navs('2026-01-01', ['1.0000', '1.0000']),
      },
    ]);
    expect(timeWeightedReturn(s)!.toFixed(6)).toBe(new Decimal(1000).div(1010).minus(1).toFixed(6));
  });

  it('property: without flows after the first buy, TWR equals the simple return of the value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1000, max: 50000 }), { minLength: 2, maxLength: 40 }),
        (ns) => {
          const values = ns.map((n) => (n / 10000).toFixed(4));
          const s = dailySeries([
            {
              code: 'A',
              events: [
                {
                  kind: 'buy',
                  trade_date: '2026-01-01',
                  confirm_date: '2026-01-02',
                  amount: values[0]!,
                  shares: '1',
                },
              ],
              navs: navs('2026-01-01', values),
            },
          ]);
          const simple = new Decimal(values[values.length - 1]!).div(values[0]!).minus(1);
          expect(timeWeightedReturn(s)!.minus(simple).abs().lt('1e-15')).toBe(true);
        },
      ),
    );
  });
});

describe('XIRR: external flows only', () => {
  it('-1000 then +1100 a year (365 days) later is 10 %', () => {
    const r = xirr([
      { date: '2025-01-01', amount: '-1000' },
      { date: '2026-01-01', amount: '1100' },
    ]);
    expect(r.kind).toBe('ok');
    expect(r.kind === 'ok' && r.rate).toBeCloseTo(0.1, 9);
  });

  it('matches a hand computation with two buys: -1000 (day 0), -1000 (day 182), +2100 (day 366) -> 6.6717 %', () => {
    // hand: solve -1000 - 1000 v^(182/365) + 2100 v^(366/365) = 0, v = 1/(1+r): r = 0.0667171
    const r = xirr([
      { date: '2024-01-01', amount: -1000 },
      { date: '2024-07-01', amount: -1000 },
      { date: '2025-01-01', amount: 2100 },
    ]);
    expect(r.kind === 'ok' && r.rate).toBeCloseTo(0.0667171, 6);
  });

  it('says "not enough data" (never 0 %) with flows of one sign or on one day', () => {
    expect(xirr([{ date: '2025-01-01', amount: -1000 }])).toEqual({
      kind: 'insufficient',
      reason: 'one-sign',
    });
    expect(
      xirr([
        { date: '2025-01-01', amount: -1000 },
        { date: '2025-01-01', amount: 1000 },
      ]),
    ).toEqual({ kind: 'insufficient', reason: 'same-day' });
    // a 1 % gain over two days is not annualised (it would read as hundreds of %)
    expect(
      xirr([
        { date: '2026-04-20', amount: -1000 },
        { date: '2026-04-22', amount: 1010 },
      ]),
    ).toEqual({ kind: 'insufficient', reason: 'too-short' });
    expect(
      xirr(
        [
          { date: '2026-04-20', amount: -1000 },
          { date: '2026-04-22', amount: 1010 },
        ],
        0,
      ).kind,
    ).toBe('ok');
  });

  it('takes buys, sells, cash dividends and the end value as flows; reinvestment and splits are none', () => {
    const flows = externalFlows(
      [
        {
          kind: 'buy',
          trade_date: '2026-01-01',
          confirm_date: '2026-01-02',
          amount: '1000',
          shares: '1000',
        },
        {
          kind: 'sell',
          trade_date: '2026-02-01',
          confirm_date: '2026-02-02',
          amount: '300',
          shares: '250',
        },
        { kind: 'dividend_cash', date: '2026-03-01', amount: '20' },
        { kind: 'dividend_reinvest', date: '2026-03-02', amount: '20', shares: '15' },
        { kind: 'split', date: '2026-03-03', ratio: '2' },
      ],
      '900',
      '2026-04-01',
    );
    expect(flows.map((f) => [f.date, String(f.amount)])).toEqual([
      ['2026-01-01', '-1000'],
      ['2026-02-01', '300'],
      ['2026-03-01', '20'],
      ['2026-04-01', '900'],
    ]);
  });

  it('property: one flow pair gives the annualised return (end / start)^(365 / days) - 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 50, max: 300 }),
        fc.integer({ min: 30, max: 3650 }),
        (start, pct, days) => {
          const end = (start * pct) / 100;
          const r = xirr([
            { date: '2020-01-01', amount: -start },
            { date: addCalendarDays('2020-01-01', days), amount: end },
          ]);
          const expected = Math.pow(end / start, 365 / days) - 1;
          expect(r.kind).toBe('ok');
          if (r.kind === 'ok')
            expect(Math.abs(r.rate - expected)).toBeLessThan(
              1e-7 * Math.max(1, Math.abs(expected)),
            );
        },
      ),
    );
  });
});

describe('excess over a benchmark series', () => {
  const csi = [
    { date: '2026-01-02', value: 4000 },
    { date: '2026-01-05', value: 4100 },
    { date: '2026-01-06', value: 4200 },
  ];
  it('uses the value on or before each date; excess = own - benchmark', () => {
    expect(benchmarkReturn(csi, '2026-01-03', '2026-01-06')!.toString()).toBe('0.05');
    expect(
      excessOverBenchmark(
        new Decimal('0.08'),
        benchmarkReturn(csi, '2026-01-02', '2026-01-06'),
      )!.toString(),
    ).toBe('0.03');
    expect(benchmarkReturn(csi, '2025-12-31', '2026-01-06')).toBeNull();
    expect(excessOverBenchmark(null, new Decimal(1))).toBeNull();
  });
  it('draws the benchmark line from the first date', () => {
    expect(
      benchmarkLine(csi, ['2026-01-02', '2026-01-05']).map((p) => p.value!.toString()),
    ).toEqual(['0', '0.025']);
  });
});
