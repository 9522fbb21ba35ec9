import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  civilFromDay,
  dayFromCivil,
  dayNumber,
  daysInMonth,
  indexOnOrBefore,
  isoDate,
  rebaseSeries,
  seriesAsOf,
  sliceSeries,
} from '../index';

describe('day numbers count whole days since 1970-01-01 without time zones', () => {
  it('maps ISO dates to day numbers and back', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2026-04-20')).toBe(20563);
    expect(isoDate(20563)).toBe('2026-04-20');
    expect(civilFromDay(dayNumber('2024-02-29'))).toEqual([2024, 2, 29]);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => dayNumber('2023-02-29')).toThrow(RangeError);
    expect(() => dayNumber('2024-13-01')).toThrow(RangeError);
    expect(() => dayNumber('20240101')).toThrow(RangeError);
  });

  it('knows leap years: February has 29 days in 2024 and 2000, 28 in 1900 and 2023', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 12)).toBe(31);
  });

  it('adds months with the day clamped to the month end', () => {
    expect(isoDate(addMonths(dayNumber('2024-03-31'), -1))).toBe('2024-02-29');
    expect(isoDate(addMonths(dayNumber('2024-02-29'), -12))).toBe('2023-02-28');
    expect(isoDate(addMonths(dayNumber('2023-08-31'), -6))).toBe('2023-02-28');
    expect(isoDate(addMonths(dayNumber('2026-01-15'), -1))).toBe('2025-12-15');
    expect(isoDate(addMonths(dayNumber('2025-12-31'), 2))).toBe('2026-02-28');
  });

  it('round-trips every day between 1900 and 2100 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25567, max: 47482 }), (day) => {
        const [y, m, dd] = civilFromDay(day);
        expect(dayFromCivil(y, m, dd)).toBe(day);
        expect(dayNumber(isoDate(day))).toBe(day);
      }),
    );
  });

  it('never moves more than a month-length away from the same day of month (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40000 }),
        fc.integer({ min: -120, max: 120 }),
        (day, m) => {
          const out = addMonths(day, m);
          const [, , d0] = civilFromDay(day);
          const [y1, m1, d1] = civilFromDay(out);
          expect(d1).toBe(Math.min(d0, daysInMonth(y1, m1)));
        },
      ),
    );
  });
});

describe('series lookups', () => {
  const s = { days: [10, 12, 15, 20], values: [1, 2, 3, 4] };
  it('finds the last point on or before a day', () => {
    expect(indexOnOrBefore(s.days, 9)).toBe(-1);
    expect(indexOnOrBefore(s.days, 12)).toBe(1);
    expect(indexOnOrBefore(s.days, 14)).toBe(1);
    expect(indexOnOrBefore(s.days, 99)).toBe(3);
  });
  it('slices inclusively, cuts as of a day, and rebases to 1', () => {
    expect(sliceSeries(s, 11, 15)).toEqual({ days: [12, 15], values: [2, 3] });
    expect(seriesAsOf(s, 15)).toEqual({ days: [10, 12, 15], values: [1, 2, 3] });
    expect(rebaseSeries({ days: [12, 15], values: [2, 3] })).toEqual({
      days: [12, 15],
      values: [1, 1.5],
    });
  });
});
