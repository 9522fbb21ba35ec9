import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  navFreshness,
  previousTradingDay,
  quoteSession,
  staleNavLabel,
  weekdayTradingDay,
  type IsTradingDay,
} from '../freshness';
import { buyButtonState, isFixedInvestEnabled, sellButtonState } from '../buttons';

// The A-share calendar around the 2026 Qingming and Labour Day holidays, as a parameter: weekdays
// except 2026-04-06 (清明) and 2026-05-01..05 (劳动节).
const HOLIDAYS = new Set(['2026-04-06', '2026-05-01', '2026-05-04', '2026-05-05']);
const cal: IsTradingDay = (d) => weekdayTradingDay(d) && !HOLIDAYS.has(d);

describe('a NAV older than the previous trading day is stale (core README "Freshness")', () => {
  it('on Monday 2026-04-20 the previous trading day is Friday 04-17', () => {
    expect(previousTradingDay('2026-04-20', cal)).toBe('2026-04-17');
  });

  it('skips holidays: after Qingming, Tuesday 04-07 looks back to Friday 04-03', () => {
    expect(previousTradingDay('2026-04-07', cal)).toBe('2026-04-03');
    expect(navFreshness('2026-04-03', '2026-04-07', cal).state).toBe('fresh');
    expect(navFreshness('2026-04-02', '2026-04-07', cal).state).toBe('stale');
  });

  it("110011's series ending 2026-02-13 is stale on 2026-04-20 and reads 净值未更新（02-13）", () => {
    expect(navFreshness('2026-02-13', '2026-04-20', cal)).toEqual({
      state: 'stale',
      navDate: '2026-02-13',
      tradable: false,
      label: '净值未更新（02-13）',
      reason: '净值未更新（02-13），暂停交易',
    });
  });

  it('a NAV of the previous trading day or later is fresh and tradable', () => {
    for (const d of ['2026-04-17', '2026-04-20'])
      expect(navFreshness(d, '2026-04-20', cal)).toEqual({
        state: 'fresh',
        navDate: d,
        tradable: true,
        label: null,
        reason: null,
      });
    expect(navFreshness('2026-04-16', '2026-04-20', cal).state).toBe('stale');
  });

  it('a fund without a NAV reads 暂无净值数据 and is not tradable', () => {
    const r = navFreshness(null, '2026-04-20', cal);
    expect(r.state).toBe('none');
    expect(r.tradable).toBe(false);
    expect(r.label).toBe('暂无净值数据');
  });

  it('refuses a date that is not ISO', () => {
    expect(() => navFreshness('2026/02/13', '2026-04-20', cal)).toThrow(RangeError);
    expect(() => previousTradingDay('20260420', cal)).toThrow(RangeError);
  });

  it('property: fresh exactly when the NAV date is on or after the previous trading day', () => {
    const day = fc
      .integer({ min: 0, max: 800 })
      .map((n) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (nav, today) => {
        const r = navFreshness(nav, today, cal);
        const prev = previousTradingDay(today, cal);
        expect(cal(prev)).toBe(true);
        expect(prev < today).toBe(true);
        expect(r.tradable).toBe(nav >= prev);
        expect(r.label === null).toBe(nav >= prev);
        if (!r.tradable) expect(r.label).toBe(staleNavLabel(nav));
      }),
    );
  });
});

describe('a quote not from today reads 收盘 with its date, never 交易中', () => {
  it('an index close of 2026-03-13 reads 收盘（03-13） during the session of 04-20', () => {
    expect(quoteSession('2026-03-13', '2026-04-20', '10:00:00', cal)).toEqual({
      live: false,
      label: '收盘（03-13）',
    });
  });

  it('reads 交易中 only on a trading day, dated today, between 09:30 and 15:00', () => {
    expect(quoteSession('2026-04-20', '2026-04-20', '10:00', cal).label).toBe('交易中');
    expect(quoteSession('2026-04-20', '2026-04-20', '09:29', cal).label).toBe('收盘（04-20）');
    expect(quoteSession('2026-04-20', '2026-04-20', '15:00', cal).label).toBe('收盘（04-20）');
    expect(quoteSession('2026-04-06', '2026-04-06', '10:00', cal).live).toBe(false);
  });
});

describe('a stale fund reads 暂停交易 on every trading button', () => {
  const open = { allow_trade: true, allow_buy: true, allow_sell: true, allow_fixed: true };
  it('buy, sell and 定投 are off', () => {
    const f = { ...open, subscription_status: 2, nav_stale: true };
    expect(buyButtonState(f)).toEqual({ label: '暂停交易', enabled: false });
    expect(sellButtonState(f)).toEqual({ label: '暂停交易', enabled: false });
    expect(isFixedInvestEnabled(f)).toBe(false);
    expect(isFixedInvestEnabled({ ...f, nav_stale: false })).toBe(true);
  });
});
