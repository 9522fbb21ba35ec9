import { describe, expect, it } from 'vitest';
import { FUTURES_CONTRACTS, contractById } from '../contracts';
import {
  instrumentCode,
  instrumentId,
  lastTradingDay,
  listedMonths,
  parseInstrumentId,
  type Calendar,
} from '../months';

/** Monday-Friday minus the given holidays (a fixed calendar, so the rules are checked alone). */
function calendar(holidays: string[] = []): Calendar {
  const closed = new Set(holidays);
  const isTradingDay = (iso: string) => {
    const wd = new Date(`${iso}T00:00:00Z`).getUTCDay();
    return wd !== 0 && wd !== 6 && !closed.has(iso);
  };
  const step = (iso: string, n: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
  return {
    isTradingDay,
    onOrAfter: (iso) => {
      let d = iso;
      while (!isTradingDay(d)) d = step(d, 1);
      return d;
    },
    onOrBefore: (iso) => {
      let d = iso;
      while (!isTradingDay(d)) d = step(d, -1);
      return d;
    },
  };
}
const LABOUR_DAY = ['2026-05-01', '2026-05-04', '2026-05-05'];
const cal = calendar(LABOUR_DAY);
const code = (c: string) => FUTURES_CONTRACTS.find((x) => x.code === c)!;
const listed = (c: string, today: string, k = cal) =>
  listedMonths(code(c), today, k).map((m) => instrumentCode(code(c), m.year, m.month));

describe('contract months listed on a date, by the exchanges’ rules (001 §7 Futures)', () => {
  it('CFFEX stock index: this month, next month and two quarter months; this month expires on its third Friday', () => {
    expect(listed('IF', '2026-04-17')).toEqual(['IF2604', 'IF2605', 'IF2606', 'IF2609']);
    expect(listed('IF', '2026-04-20')).toEqual(['IF2605', 'IF2606', 'IF2609', 'IF2612']);
    expect(lastTradingDay(code('IM').lastDay, 2026, 6, cal)).toBe('2026-06-19');
  });

  it('moves a last trading day that falls on a holiday to the next trading day', () => {
    expect(lastTradingDay(code('IF').lastDay, 2026, 4, calendar(['2026-04-17']))).toBe(
      '2026-04-20',
    );
    expect(lastTradingDay(code('cu').lastDay, 2026, 8, cal)).toBe('2026-08-17');
  });

  it('CFFEX treasury: the nearest three quarter months, expiring on the second Friday', () => {
    expect(listed('T', '2026-04-20')).toEqual(['T2606', 'T2609', 'T2612']);
    expect(lastTradingDay(code('TS').lastDay, 2026, 6, cal)).toBe('2026-06-12');
    expect(listed('TF', '2026-06-15')).toEqual(['TF2609', 'TF2612', 'TF2703']);
  });

  it('SHFE 1～12月: twelve consecutive months, this one until the 15th', () => {
    expect(listed('cu', '2026-04-15')[0]).toBe('cu2604');
    const after = listed('cu', '2026-04-20');
    expect(after).toHaveLength(12);
    expect([after[0], after[11]]).toEqual(['cu2605', 'cu2704']);
  });

  it('SHFE gold: three consecutive months plus the even months within 13 months', () => {
    expect(listed('au', '2026-04-20')).toEqual([
      'au2605',
      'au2606',
      'au2607',
      'au2608',
      'au2610',
      'au2612',
      'au2702',
      'au2704',
    ]);
  });

  it('DCE and CZCE cycles expire on the 10th trading day, counted past holidays', () => {
    expect(lastTradingDay(code('m').lastDay, 2026, 5, cal)).toBe('2026-05-19');
    expect(listed('m', '2026-04-20')).toEqual([
      'm2605',
      'm2607',
      'm2608',
      'm2609',
      'm2611',
      'm2612',
      'm2701',
      'm2703',
    ]);
    expect(listed('m', '2026-05-20')).toEqual([
      'm2607',
      'm2608',
      'm2609',
      'm2611',
      'm2612',
      'm2701',
      'm2703',
      'm2705',
    ]);
    expect(listed('SR', '2026-04-20')).toEqual([
      'SR605',
      'SR607',
      'SR609',
      'SR611',
      'SR701',
      'SR703',
    ]);
  });

  it('INE crude oil expires on the last trading day of the month before delivery', () => {
    expect(lastTradingDay(code('sc').lastDay, 2026, 5, cal)).toBe('2026-04-30');
    expect(lastTradingDay(code('sc').lastDay, 2026, 6, cal)).toBe('2026-05-29');
    expect(listed('sc', '2026-04-30')[0]).toBe('sc2605');
    expect(listed('sc', '2026-05-06')[0]).toBe('sc2606');
  });

  it('codes and ids of instruments: CZCE writes one year digit; ids decode back', () => {
    expect(instrumentCode(code('SR'), 2026, 5)).toBe('SR605');
    expect(instrumentCode(code('i'), 2026, 9)).toBe('i2609');
    const id = instrumentId(code('IF'), 2026, 6);
    expect(id).toBe(12606);
    expect(parseInstrumentId(id)).toEqual({ productId: 1, yy: 26, month: 6 });
    expect(parseInstrumentId(12613)).toBeNull();
    expect(parseInstrumentId(1)).toBeNull();
  });

  it('every product has a unique id and code and a positive multiplier, tick and margin', () => {
    expect(new Set(FUTURES_CONTRACTS.map((c) => c.id)).size).toBe(FUTURES_CONTRACTS.length);
    expect(new Set(FUTURES_CONTRACTS.map((c) => c.code)).size).toBe(FUTURES_CONTRACTS.length);
    for (const c of FUTURES_CONTRACTS) {
      expect(c.multiplier, c.code).toBeGreaterThan(0);
      expect(c.marginRatio, c.code).toBeGreaterThan(0);
      expect(c.tradingHours.length, c.code).toBeGreaterThan(0);
      expect(contractById(c.id)).toBe(c);
    }
  });
});
