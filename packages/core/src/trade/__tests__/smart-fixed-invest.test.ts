import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Decimal from 'decimal.js-light';
import { describe, expect, it } from 'vitest';
import { fixedInvestScheduleDates } from '../fixed-invest-backtest';
import {
  MA_MULTIPLE_TABLE,
  backtestPlan,
  backtestSmartFixedInvestment,
  maDeduction,
  maMultiple,
  xirrPercent,
} from '../smart-fixed-invest';

/** The reference data: SEED_SOURCE, else the nearest `shared/data` above this file. */
const DATA = (() => {
  if (process.env.SEED_SOURCE) return process.env.SEED_SOURCE;
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'shared/data')) && dir !== dirname(dir)) dir = dirname(dir);
  return join(dir, 'shared/data');
})();
/** Rows of a CSV with a header line, as objects of strings. */
function csv(path: string): Record<string, string>[] {
  const [head, ...lines] = readFileSync(path, 'utf8').trim().split('\n');
  const keys = head!.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [keys[i], v])));
}

const r2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

describe('the 均线定投 table (bounded 60 %-210 % of the base amount)', () => {
  it('scales with the depth below the MA and shrinks above it, the base amount exactly on it', () => {
    expect(maMultiple(0).toString()).toBe('1');
    expect(maMultiple(-5).toString()).toBe('1.6');
    expect(maMultiple('-5.01').toString()).toBe('1.7');
    expect(maMultiple(-40).toString()).toBe('2');
    expect(maMultiple(-40.01).toString()).toBe('2.1');
    expect(maMultiple(15).toString()).toBe('0.9');
    expect(maMultiple(15.01).toString()).toBe('0.8');
    expect(maMultiple(100).toString()).toBe('0.7');
    expect(maMultiple(250).toString()).toBe('0.6');
    const multiples = MA_MULTIPLE_TABLE.map((r) => Number(r.multiple));
    expect(Math.min(...multiples)).toBe(0.6);
    expect(Math.max(...multiples)).toBe(2.1);
  });

  it('uses the closes before the deduction date (its own close is not known when it is placed)', () => {
    const index = [
      { date: '2026-01-05', value: '100' },
      { date: '2026-01-06', value: '110' },
      { date: '2026-01-07', value: '90' },
      { date: '2026-01-08', value: '1000' },
    ];
    // MA(3) of 100, 110, 90 = 100; last close 90: 10 % below -> 170 %
    expect(maDeduction(1000, '2026-01-08', index, 3)).toEqual({
      amount: '1700.00',
      close_date: '2026-01-07',
      close: '90.0000',
      ma: '100.0000',
      deviation_percent: '-10.00',
      multiple: '1.7',
    });
    expect(maDeduction(1000, '2026-01-07', index, 3)).toBeNull();
  });
});

describe('XIRR', () => {
  it('is 10 % for 1,000 out and 1,100 back a 365-day year later, and null without money back', () => {
    expect(
      xirrPercent([
        { date: '2025-01-01', amount: -1000 },
        { date: '2026-01-01', amount: 1100 },
      ])!,
    ).toBeCloseTo(10, 6);
    expect(xirrPercent([{ date: '2025-01-01', amount: -1000 }])).toBeNull();
  });
});

describe('目标止盈 on a short series (values by hand)', () => {
  it('redeems every share at the NAV after the day the return reaches the target, then goes on', () => {
    const nav = [
      { date: '2026-01-05', value: '1.0000' },
      { date: '2026-01-06', value: '1.1000' },
      { date: '2026-01-07', value: '1.2000' }, // 1,000 at 1.00 = 1,000 shares worth 1,200: +20 %
      { date: '2026-01-08', value: '1.2500' }, // redeemed here: 1,250.00
      { date: '2026-01-09', value: '1.0000' },
    ];
    const r = backtestPlan({
      base_amount: 1000,
      deductions: ['2026-01-05', '2026-01-09'],
      nav,
      take_profit_percent: 15,
    });
    expect(r.take_profits).toBe(1);
    expect(r.events.map((e) => [e.date, e.kind, e.amount, e.shares])).toEqual([
      ['2026-01-05', 'buy', '1000.00', '1000.00'],
      ['2026-01-08', 'take_profit', '1250.00', '1000.00'],
      ['2026-01-09', 'buy', '1000.00', '1000.00'],
    ]);
    expect(r.invested).toBe('2000.00');
    expect(r.final_value).toBe('2250.00'); // 1,250 redeemed + 1,000 shares x 1.00
    expect(r.return_percent).toBe('12.50');
    // value per yuan: 1, 1.1, 1.2, 1.25, then 2,250 / 2,000 = 1.125: down 10 % from 1.25
    expect(r.max_drawdown_percent).toBe('10.00');
    expect(
      backtestPlan({
        base_amount: 1000,
        deductions: ['2026-01-05', '2026-01-09'],
        nav,
        take_profit_percent: 15,
        after_take_profit: 'stop',
      }).deductions,
    ).toBe(1);
  });

  it('refuses a deduction on a day without a NAV', () => {
    expect(() =>
      backtestPlan({
        base_amount: 1000,
        deductions: ['2026-01-10'],
        nav: [{ date: '2026-01-09', value: 1 }],
      }),
    ).toThrow(RangeError);
  });
});

describe('fixed, 均线 and 目标止盈 plans of 000001 on its real NAV, 2024-2025 (computed by hand from the CSVs)', () => {
  const navRows = csv(`${DATA}/fund_nav/eastmoney_unit_nav_growth_to_2026-02/000001.csv`).filter(
    (r) => r.date! >= '2024-01-01' && r.date! <= '2025-12-31',
  );
  const indexRows = csv(`${DATA}/index/csi300_000300_daily_2005-01-04_2026-07-31.csv`);
  const nav = navRows.map((r) => ({ date: r.date!, value: r.unit_nav! }));
  const index = indexRows.map((r) => ({ date: r.date!, value: r.close! }));
  const navOn = new Map(navRows.map((r) => [r.date!, new Decimal(r.unit_nav!)]));
  // deductions on the 8th of each month, rolled to the next day the fund has a NAV (a trading day)
  const deductions = fixedInvestScheduleDates({
    period_unit: 0,
    trade_day: 8,
    from: '2024-01-01',
    to: '2025-12-31',
    calendar: new Set(navOn.keys()),
  });
  /** 0.15 % front-end fee, 净额法: amount x r / (1 + r). */
  const fee = (a: Decimal) => a.times('0.0015').div('1.0015');
  const endNav = new Decimal(navRows.at(-1)!.unit_nav!);
  const endDate = navRows.at(-1)!.date!;

  /** XIRR by Newton's method (independent of the bisection under test). */
  function newtonXirr(flows: { date: string; amount: number }[]): number {
    const t0 = Date.parse(flows[0]!.date);
    const cf = flows.map((f) => ({ t: (Date.parse(f.date) - t0) / 86_400_000 / 365, a: f.amount }));
    let r = 0.05;
    for (let i = 0; i < 100; i++) {
      const f = cf.reduce((s, c) => s + c.a / (1 + r) ** c.t, 0);
      const df = cf.reduce((s, c) => s - (c.t * c.a) / (1 + r) ** (c.t + 1), 0);
      r -= f / df;
    }
    return r * 100;
  }
  /** The multiple of the table, written out again. */
  function multipleByHand(dev: number): number {
    if (dev === 0) return 1;
    if (dev < 0) {
      const d = -dev;
      return d <= 5 ? 1.6 : d <= 10 ? 1.7 : d <= 20 ? 1.8 : d <= 30 ? 1.9 : d <= 40 ? 2.0 : 2.1;
    }
    return dev <= 15 ? 0.9 : dev <= 50 ? 0.8 : dev <= 100 ? 0.7 : 0.6;
  }
  /** One pass over the NAV days with the amounts given; optional take-profit at `tp` %. */
  function byHand(amountOn: (date: string) => Decimal, tp: number | null) {
    let invested = new Decimal(0);
    let cost = new Decimal(0);
    let shares = new Decimal(0);
    let cash = new Decimal(0);
    let pending = false;
    let tps = 0;
    let peak = 0;
    let mdd = 0;
    const flows: { date: string; amount: number }[] = [];
    for (const row of navRows.filter((r) => r.date! >= deductions[0]!)) {
      const n = new Decimal(row.unit_nav!);
      if (pending) {
        const got = r2(shares.times(n));
        cash = cash.plus(got);
        flows.push({ date: row.date!, amount: Number(got) });
        shares = new Decimal(0);
        cost = new Decimal(0);
        tps++;
        pending = false;
      }
      if (deductions.includes(row.date!)) {
        const a = amountOn(row.date!);
        const f = r2(fee(a));
        shares = shares.plus(r2(a.minus(f).div(n)));
        invested = invested.plus(a);
        cost = cost.plus(a);
        flows.push({ date: row.date!, amount: -Number(a) });
      }
      const worth = r2(shares.times(n));
      const v = Number(worth.plus(cash).div(invested));
      peak = Math.max(peak, v);
      mdd = Math.max(mdd, (peak - v) / peak);
      if (tp !== null && shares.gt(0) && Number(worth.minus(cost).div(cost).times(100)) >= tp)
        pending = true;
    }
    const endWorth = r2(shares.times(endNav));
    if (endWorth.gt(0)) flows.push({ date: endDate, amount: Number(endWorth) });
    const final = endWorth.plus(cash);
    return {
      invested: invested.toFixed(2),
      final_value: final.toFixed(2),
      return_percent: r2(final.minus(invested).div(invested).times(100)).toFixed(2),
      xirr: newtonXirr(flows),
      mdd: mdd * 100,
      tps,
    };
  }
  const maAmount = (date: string) => {
    const before = indexRows.filter((r) => r.date! < date).slice(-250);
    const ma = before.reduce((s, r) => s + Number(r.close), 0) / 250;
    const dev = (Number(before.at(-1)!.close) / ma - 1) * 100;
    return r2(new Decimal(1000).times(multipleByHand(dev)));
  };

  it('has 24 monthly deductions on real trading days', () => {
    expect(deductions).toHaveLength(24);
    expect(deductions[0]).toBe('2024-01-08');
    expect(deductions).toContain('2024-06-11'); // 06-08 is a Saturday and 06-10 the 端午 holiday
    expect(deductions.every((d) => navOn.has(d))).toBe(true);
  });

  it('fixed plan: invested, final value, return, XIRR and max drawdown', () => {
    const { fixed } = backtestSmartFixedInvestment({
      base_amount: 1000,
      deductions,
      nav,
      buy_fee: fee,
    });
    const want = byHand(() => new Decimal(1000), null);
    expect(fixed.invested).toBe('24000.00');
    expect(fixed.invested).toBe(want.invested);
    expect(fixed.final_value).toBe(want.final_value);
    expect(fixed.return_percent).toBe(want.return_percent);
    expect(Number(fixed.xirr_percent)).toBeCloseTo(want.xirr, 1);
    expect(Number(fixed.max_drawdown_percent)).toBeCloseTo(want.mdd, 1);
    expect(fixed.take_profits).toBe(0);
  });

  it('均线定投 on the CSI 300 250-day MA: each amount is the table applied to the real index', () => {
    const { plan, fixed } = backtestSmartFixedInvestment({
      base_amount: 1000,
      deductions,
      nav,
      ma: { index, days: 250 },
      buy_fee: fee,
    });
    const buys = plan.events.filter((e) => e.kind === 'buy');
    expect(buys.map((e) => e.amount)).toEqual(deductions.map((d) => maAmount(d).toFixed(2)));
    // 2024 opened with the CSI 300 well below its 250-day MA: more than the base amount
    expect(Number(buys[0]!.amount)).toBeGreaterThan(1000);
    const want = byHand(maAmount, null);
    expect(plan.invested).toBe(want.invested);
    expect(plan.final_value).toBe(want.final_value);
    expect(plan.return_percent).toBe(want.return_percent);
    expect(Number(plan.xirr_percent)).toBeCloseTo(want.xirr, 1);
    expect(Number(plan.max_drawdown_percent)).toBeCloseTo(want.mdd, 1);
    expect(fixed.invested).toBe('24000.00');
  });

  it('目标止盈 at 15 %: redeems on the NAV date after the return reaches it, and counts it', () => {
    const { plan } = backtestSmartFixedInvestment({
      base_amount: 1000,
      deductions,
      nav,
      take_profit_percent: 15,
      buy_fee: fee,
    });
    const want = byHand(() => new Decimal(1000), 15);
    expect(want.tps).toBeGreaterThan(0);
    expect(plan.take_profits).toBe(want.tps);
    expect(plan.final_value).toBe(want.final_value);
    expect(plan.return_percent).toBe(want.return_percent);
    expect(Number(plan.xirr_percent)).toBeCloseTo(want.xirr, 1);
    expect(Number(plan.max_drawdown_percent)).toBeCloseTo(want.mdd, 1);
  });
});
