import fc from 'fast-check';
import Decimal from 'decimal.js-light';
import { describe, expect, it } from 'vitest';
import { estimateSwitch } from '../switch-estimate';
import type { HoldingLot } from '../holding';
import type { FeeRung } from '../types';

const equity: FeeRung[] = [
  { min_days: 0, max_days: 7, rate: '0.015' },
  { min_days: 7, max_days: 365, rate: '0.005' },
  { min_days: 365, max_days: 730, rate: '0.0025' },
  { min_days: 730, max_days: null, rate: '0' },
];
const lot = (confirm_date: string, shares: string): HoldingLot => ({
  buy_date: confirm_date,
  confirm_date,
  shares: new Decimal(shares),
  cost: new Decimal(shares),
  source: 'buy',
});
const lots = [lot('2025-01-02', '1000'), lot('2026-04-16', '500')];

describe('基金转换 estimate: redemption fee per lot plus the purchase-rate difference', () => {
  it('takes 1,000 old shares at 0.25 % and 200 four-day-old shares at 1.5 %; no top-up into a cheaper fund', () => {
    const e = estimateSwitch({
      lots,
      shares: '1200',
      navOut: '1.2000',
      navIn: '2.5000',
      tradeDate: '2026-04-20',
      ladder: equity,
      buyRateOut: '0.0015',
      buyRateIn: '0.0012',
    });
    // by hand: 1000 x 1.2 x 0.0025 = 3.00; 200 x 1.2 x 0.015 = 3.60
    expect(e.out.parts.map((p) => [p.shares.toString(), p.fee.toFixed(2)])).toEqual([
      ['1000', '3.00'],
      ['200', '3.60'],
    ]);
    expect(e.out.penalty_shares.toString()).toBe('200');
    expect(e.top_up_fee.toFixed(2)).toBe('0.00');
    expect(e.fee.toFixed(2)).toBe('6.60');
    expect(e.amount_in.toFixed(2)).toBe('1433.40');
    expect(e.shares_in.toFixed(2)).toBe('573.36'); // 1433.40 / 2.5
  });

  it('pays the difference of purchase rates by the net-amount method into a dearer fund', () => {
    const e = estimateSwitch({
      lots,
      shares: '1200',
      navOut: '1.2000',
      navIn: '2.5000',
      tradeDate: '2026-04-20',
      ladder: equity,
      buyRateOut: '0.0015',
      buyRateIn: '0.015',
    });
    // d = 0.0135; 1433.40 x 0.0135 / 1.0135 = 19.0931… -> 19.09; 1414.31 / 2.5 = 565.724 -> 565.72
    expect(e.top_up_rate.toString()).toBe('0.0135');
    expect(e.top_up_fee.toFixed(2)).toBe('19.09');
    expect(e.fee.toFixed(2)).toBe('25.69');
    expect(e.amount_in.toFixed(2)).toBe('1414.31');
    expect(e.shares_in.toFixed(2)).toBe('565.72');
  });

  it('refuses more shares than held and a non-positive NAV', () => {
    const base = {
      lots,
      navOut: '1',
      tradeDate: '2026-04-20',
      ladder: equity,
      buyRateOut: '0',
      buyRateIn: '0',
    };
    expect(() => estimateSwitch({ ...base, shares: '1500.01', navIn: '1' })).toThrow(RangeError);
    expect(() => estimateSwitch({ ...base, shares: '1', navIn: '0' })).toThrow(RangeError);
  });

  it('always splits the gross exactly into fees and the amount switched in, never below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 150_000 }),
        fc.integer({ min: 5_000, max: 40_000 }),
        fc.integer({ min: 5_000, max: 40_000 }),
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 0, max: 150 }),
        (centShares, navOut, navIn, rOut, rIn) => {
          const e = estimateSwitch({
            lots,
            shares: new Decimal(centShares).div(100),
            navOut: new Decimal(navOut).div(10_000),
            navIn: new Decimal(navIn).div(10_000),
            tradeDate: '2026-04-20',
            ladder: equity,
            buyRateOut: new Decimal(rOut).div(10_000),
            buyRateIn: new Decimal(rIn).div(10_000),
          });
          expect(e.fee.plus(e.amount_in).eq(e.out.gross)).toBe(true);
          expect(e.amount_in.gte(0)).toBe(true);
          if (rIn <= rOut) expect(e.top_up_fee.eq(0)).toBe(true);
          const back = e.shares_in.times(navIn).div(10_000);
          expect(
            back.minus(e.amount_in).abs().lte(new Decimal(navIn).div(10_000).times(0.005)),
          ).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
