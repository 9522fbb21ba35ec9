import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PERIOD_KEYS,
  PERIOD_LABELS,
  dayNumber,
  isoDate,
  periodReturns,
  periodTargetDay,
  periodWindow,
  rebaseSeries,
  sliceSeries,
} from '../index';

const d = dayNumber;

/** A weekday series from `from` to `to` moving by `daily` a day. */
function weekdays(from: string, to: string, daily = 0.001) {
  const days: number[] = [];
  const values: number[] = [];
  let v = 1;
  for (let day = d(from); day <= d(to); day++) {
    const wd = (day + 4) % 7; // 0 = Sunday
    if (wd === 0 || wd === 6) continue;
    days.push(day);
    values.push(v);
    v *= 1 + daily;
  }
  return { days, values };
}

describe('period returns have one rule: start = last NAV on or before the same calendar date', () => {
  it('labels the ten periods in order', () => {
    expect(PERIOD_KEYS.map((k) => PERIOD_LABELS[k])).toEqual([
      '近1周',
      '近1月',
      '近3月',
      '近6月',
      '今年以来',
      '近1年',
      '近2年',
      '近3年',
      '近5年',
      '成立以来',
    ]);
  });

  it('puts the start of each period on the calendar date before the end (month ends clamp)', () => {
    const end = d('2024-05-31');
    const at = (k: (typeof PERIOD_KEYS)[number]) => isoDate(periodTargetDay(k, end));
    expect(at('1w')).toBe('2024-05-24');
    expect(at('1m')).toBe('2024-04-30');
    expect(at('3m')).toBe('2024-02-29');
    expect(at('6m')).toBe('2023-11-30');
    expect(at('ytd')).toBe('2023-12-31');
    expect(at('1y')).toBe('2023-05-31');
    expect(at('5y')).toBe('2019-05-31');
    expect(periodTargetDay('since', end)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('leap year: 近1年 ending 2024-02-29 starts on the last NAV on or before 2023-02-28', () => {
    const s = weekdays('2022-12-01', '2024-03-10');
    const w = periodWindow(s, '1y', d('2024-02-29'))!;
    expect(isoDate(w.endDay)).toBe('2024-02-29');
    expect(isoDate(w.startDay)).toBe('2023-02-28');
  });

  it('the end is the latest NAV on or before today; a weekend start falls back to Friday', () => {
    const s = weekdays('2023-01-02', '2024-06-30');
    // today is Sunday 2024-06-16: the end is Friday 06-14; 1 month before is 05-14 (a Tuesday)
    const w = periodWindow(s, '1m', d('2024-06-16'))!;
    expect(isoDate(w.endDay)).toBe('2024-06-14');
    expect(isoDate(w.startDay)).toBe('2024-05-14');
    // 1 week before Friday 06-14 is Friday 06-07; ytd starts Friday 2023-12-29
    expect(isoDate(periodWindow(s, '1w', d('2024-06-16'))!.startDay)).toBe('2024-06-07');
    expect(isoDate(periodWindow(s, 'ytd', d('2024-06-16'))!.startDay)).toBe('2023-12-29');
  });

  it('a fund younger than the period has no figure (null, not 0)', () => {
    const s = weekdays('2024-03-01', '2024-06-28');
    const r = periodReturns(s, d('2024-06-28'));
    expect(r['3m']).not.toBeNull();
    expect(r['6m']).toBeNull();
    expect(r.ytd).toBeNull();
    expect(r['1y']).toBeNull();
    expect(r.since).toBeCloseTo(s.values.at(-1)! - 1, 12);
    // nothing on or before today, or a single point
    expect(periodWindow(s, '1w', d('2024-01-01'))).toBeNull();
    expect(periodWindow({ days: [5], values: [1] }, 'since', 9)).toBeNull();
  });

  it('a gap in the series: the start is the last NAV before the gap', () => {
    const a = weekdays('2023-01-02', '2023-09-29');
    const b = weekdays('2023-12-01', '2024-06-28');
    const s = {
      days: [...a.days, ...b.days],
      values: [...a.values, ...b.values.map((v) => v * 2)],
    };
    const w = periodWindow(s, '6m', d('2024-05-15'))!;
    // 2024-05-15 − 6 months = 2023-11-15, inside the gap: start on 2023-09-29
    expect(isoDate(w.startDay)).toBe('2023-09-29');
  });

  it('the end of the period chart (rebased slice) equals the period return (property)', () => {
    const s = weekdays('2015-01-05', '2024-12-31', 0.0004);
    fc.assert(
      fc.property(
        fc.integer({ min: d('2015-01-10'), max: d('2025-02-01') }),
        fc.constantFrom(...PERIOD_KEYS),
        (today, key) => {
          const w = periodWindow(s, key, today);
          if (!w) return;
          const chart = rebaseSeries(sliceSeries(s, w.startDay, w.endDay));
          expect(chart.values.at(-1)! - 1).toBeCloseTo(w.value, 12);
          expect(w.startDay).toBeLessThan(w.endDay);
          expect(w.endDay).toBeLessThanOrEqual(today);
        },
      ),
    );
  });
});
