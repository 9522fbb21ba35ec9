import { describe, expect, it } from 'vitest';
import { pairedDifference } from '../paired.ts';

describe('pairedDifference', () => {
  it('gives the mean difference and its t interval', () => {
    // differences 10, 20, 30, 40: mean 25, sd 12.910, t(3) 3.182 -> half-width 20.54
    const r = pairedDifference([110, 220, 330, 440], [100, 200, 300, 400]);
    expect(r.n).toBe(4);
    expect(r.mean).toBe(25);
    expect(r.sd).toBeCloseTo(12.91, 2);
    expect(r.ci95[0]).toBeCloseTo(4.46, 1);
    expect(r.ci95[1]).toBeCloseTo(45.54, 1);
    expect(r.verdict).toBe('higher');
  });

  it('says same when the interval holds zero, lower when it is below', () => {
    expect(pairedDifference([1, -1, 2, -2], [0, 0, 0, 0]).verdict).toBe('same');
    expect(pairedDifference([90, 92, 88, 91, 89], [100, 100, 100, 100, 100]).verdict).toBe('lower');
    // three pairs of -10, -5, -15: t(2) is wide, the interval still holds 0
    expect(pairedDifference([90, 95, 85], [100, 100, 100]).verdict).toBe('same');
  });

  it('cancels drift that both builds share', () => {
    // the machine slows down run by run; A is always 50 ms under B
    const b = [300, 500, 700, 900, 1100];
    const r = pairedDifference(
      b.map((x) => x - 50),
      b,
    );
    expect(r.mean).toBe(-50);
    expect(r.sd).toBe(0);
    expect(r.verdict).toBe('lower');
  });

  it('leaves out pairs with a missing figure and rejects unusable input', () => {
    expect(pairedDifference([1, NaN, 3], [0, 0, 1]).n).toBe(2);
    expect(() => pairedDifference([1, 2], [1])).toThrow(RangeError);
    expect(() => pairedDifference([1], [1])).toThrow(RangeError);
  });
});
