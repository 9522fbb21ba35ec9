import { describe, expect, it } from 'vitest';
import { addMonths, dayNumber } from '@jijin/core/performance';
import { dayNum } from '../calendar';
import { addMonthsDay, linearScore } from '../nav-stats';

/**
 * The sandbox's own part of its NAV statistics (README "Managers and diagnosis: computed
 * facts"); the math it re-exports is core's and tested there.
 */
describe('the sandbox’s NAV statistics helpers', () => {
  it('counts days as core does, so core’s statistics read the sandbox’s series', () => {
    for (const iso of ['1999-12-31', '2024-02-29', '2026-04-20'])
      expect(dayNum(iso)).toBe(dayNumber(iso));
  });

  it('adds calendar months under its sandbox name exactly as core’s addMonths', () => {
    expect(addMonthsDay).toBe(addMonths);
    expect(addMonthsDay(dayNum('2024-01-31'), 1)).toBe(dayNum('2024-02-29'));
  });

  it('maps a value to 0-100 on a line, clamped, lower-is-better when zeroAt is above hundredAt', () => {
    expect(linearScore(0.05, -0.1, 0.2)).toBe(50);
    expect(linearScore(0.5, -0.1, 0.2)).toBe(100);
    expect(linearScore(-0.5, -0.1, 0.2)).toBe(0);
    expect(linearScore(0.25, 0.5, 0)).toBe(50);
    expect(linearScore(null, 0, 1)).toBeNull();
  });
});
