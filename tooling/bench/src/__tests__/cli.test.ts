import { describe, expect, it } from 'vitest';
import { parseArgs } from '../cli.ts';
import { PARTS } from '../parts/context.ts';

describe('the bench command line', () => {
  it('runs every part at the default runs as a full run', () => {
    const a = parseArgs([]);
    expect([...a.parts]).toEqual([...PARTS]);
    expect(a.full).toBe(true);
  });

  it('takes --only and --runs in both spellings, and such a run is partial', () => {
    const a = parseArgs(['--only', 'size,render', '--runs=1']);
    expect([...a.parts]).toEqual(['size', 'render']);
    expect(a.runs).toBe(1);
    expect(a.full).toBe(false);
  });

  it('refuses an unknown part and runs out of range', () => {
    expect(() => parseArgs(['--only', 'sizes'])).toThrow(/unknown part/);
    expect(() => parseArgs(['--runs', '0'])).toThrow(/--runs/);
  });
});

describe('the scale flags', () => {
  it('default to the full large database, and a smaller one makes the run partial', () => {
    expect(parseArgs([])).toMatchObject({ scaleUsers: 100_000, scaleTradesPerUser: 20 });
    expect(parseArgs(['--scale-users', '1000']).full).toBe(false);
    expect(() => parseArgs(['--scale-trades', '0'])).toThrow(/--scale-trades/);
  });
});
