import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js-light';
import { feeTierOn } from '../fee-tier';
import { computeHolding } from '../holding';
import { estimateSell, sharesFraction } from '../sell-estimate';
import type { FeeRung } from '../types';

const equity: FeeRung[] = [
  { min_days: 0, max_days: 7, rate: '0.015' },
  { min_days: 7, max_days: 365, rate: '0.005' },
  { min_days: 365, max_days: 730, rate: '0.0025' },
  { min_days: 730, max_days: null, rate: '0' },
];

describe('redemption-fee tier of a lot and the date it falls', () => {
  it('under 7 days is the 1.5 % penalty tier, falling to 0.5 % on the 7th day after confirmation', () => {
    const t = feeTierOn(equity, '2026-01-06', '2026-01-08');
    expect(t.days).toBe(2);
    expect(t.rate.toString()).toBe('0.015');
    expect(t.penalty).toBe(true);
    expect(t.falls_on).toBe('2026-01-13');
    expect(t.next_rate!.toString()).toBe('0.005');
  });

  it('from day 7 to a year it is 0.5 % and falls a year after confirmation; after two years 0 never falls', () => {
    const t = feeTierOn(equity, '2026-01-06', '2026-01-13');
    expect(t).toMatchObject({ days: 7, penalty: false, falls_on: '2027-01-06' });
    const free = feeTierOn(equity, '2023-01-06', '2026-01-13');
    expect(free.rate.isZero()).toBe(true);
    expect(free.falls_on).toBeNull();
  });

  it('skips a rung with the same rate when looking for the next fall', () => {
    const ladder: FeeRung[] = [
      { min_days: 0, max_days: 7, rate: '0.015' },
      { min_days: 7, max_days: 30, rate: '0.015' },
      { min_days: 30, max_days: null, rate: '0' },
    ];
    expect(feeTierOn(ladder, '2026-01-01', '2026-01-02').falls_on).toBe('2026-01-31');
  });
});

describe('sell estimate, FIFO over lots', () => {
  it('selling 400 shares two days after buying at 1.1210 costs the 1.5 % penalty: fee 6.73, net 441.67', () => {
    const h = computeHolding({
      events: [
        {
          kind: 'buy',
          trade_date: '2026-01-05',
          confirm_date: '2026-01-06',
          amount: '1000.00',
          shares: '885.98',
        },
      ],
      nav: '1.1210',
      today: '2026-01-08',
    });
    const e = estimateSell({
      lots: h.lots,
      shares: '400',
      nav: '1.1210',
      tradeDate: '2026-01-08',
      ladder: equity,
    });
    expect(e.gross.toFixed(2)).toBe('448.40');
    expect(e.fee.toFixed(2)).toBe('6.73');
    expect(e.net.toFixed(2)).toBe('441.67');
    expect(e.penalty_shares.toFixed(2)).toBe('400.00');
  });

  it('takes the old lot first at its lower rate, then the new lot at the penalty rate', () => {
    const h = computeHolding({
      events: [
        {
          kind: 'buy',
          trade_date: '2025-01-02',
          confirm_date: '2025-01-03',
          amount: '100.00',
          shares: '100.00',
        },
        {
          kind: 'buy',
          trade_date: '2026-01-05',
          confirm_date: '2026-01-06',
          amount: '100.00',
          shares: '100.00',
        },
      ],
      nav: '2.0000',
      today: '2026-01-08',
    });
    const e = estimateSell({
      lots: h.lots,
      shares: '150',
      nav: '2',
      tradeDate: '2026-01-08',
      ladder: equity,
    });
    expect(
      e.parts.map((p) => [
        p.confirm_date,
        p.shares.toFixed(2),
        p.rate.toString(),
        p.fee.toFixed(2),
      ]),
    ).toEqual([
      ['2025-01-03', '100.00', '0.0025', '0.50'],
      ['2026-01-06', '50.00', '0.015', '1.50'],
    ]);
    expect(e.fee.toFixed(2)).toBe('2.00');
    expect(e.net.toFixed(2)).toBe('298.00');
    expect(e.penalty_shares.toFixed(2)).toBe('50.00');
    // the lots themselves are not changed
    expect(h.lots[0]!.shares.toFixed(2)).toBe('100.00');
  });

  it('the total fee rounds the exact sum of the parts, once', () => {
    const lots = [
      {
        buy_date: '2026-01-01',
        confirm_date: '2026-01-02',
        shares: new Decimal('0.33'),
        cost: new Decimal(0),
        source: 'buy' as const,
      },
      {
        buy_date: '2026-01-01',
        confirm_date: '2026-01-02',
        shares: new Decimal('0.33'),
        cost: new Decimal(0),
        source: 'buy' as const,
      },
    ];
    const e = estimateSell({
      lots,
      shares: '0.66',
      nav: '1',
      tradeDate: '2026-01-03',
      ladder: equity,
    });
    // each part 0.00495 -> 0.00; the sum 0.0099 -> 0.01
    expect(e.parts.map((p) => p.fee.toFixed(2))).toEqual(['0.00', '0.00']);
    expect(e.fee.toFixed(2)).toBe('0.01');
  });

  it('refuses more shares than the lots hold, and zero', () => {
    const lots = [
      {
        buy_date: '2026-01-01',
        confirm_date: '2026-01-02',
        shares: new Decimal(10),
        cost: new Decimal(10),
        source: 'buy' as const,
      },
    ];
    expect(() =>
      estimateSell({ lots, shares: '10.01', nav: '1', tradeDate: '2026-01-03', ladder: equity }),
    ).toThrow(RangeError);
    expect(() =>
      estimateSell({ lots, shares: '0', nav: '1', tradeDate: '2026-01-03', ladder: equity }),
    ).toThrow(RangeError);
  });

  it('1/4, 1/3, 1/2 and 全部 of 885.98 shares round down to 0.01 份', () => {
    expect(sharesFraction('885.98', 1, 4).toFixed(2)).toBe('221.49');
    expect(sharesFraction('885.98', 1, 3).toFixed(2)).toBe('295.32');
    expect(sharesFraction('885.98', 1, 2).toFixed(2)).toBe('442.99');
    expect(sharesFraction('885.98', 1, 1).toFixed(2)).toBe('885.98');
  });
});
