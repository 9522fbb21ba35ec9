import { describe, expect, it } from 'vitest';
import { scaleFigures } from '../parts/scale.ts';
import type { Phase, ScaleResult } from '../scale.ts';

const reads = (ms: number) => ({
  holdings: ms,
  assets: ms,
  income: ms,
  trades: ms,
  calendar: ms,
  returns: ms,
});
const phase = (light: number, heavy: number, buyMs: number): Phase => ({
  light: reads(light),
  heavy: reads(heavy),
  buyMs,
});

function result(empty: Phase, large: Phase): ScaleResult {
  return {
    options: { users: 100_000, tradesPerUser: 20, iterations: 20, years: 10 },
    heavyTrades: 5210,
    heavyFunds: [],
    seedMarketMs: 0,
    seedLargeMs: 60_000,
    largeRows: { users: 100_000, trades: 2_000_000 },
    empty,
    large,
    errors: [],
  };
}

const byId = (f: ReturnType<typeof scaleFigures>, id: string) => f.find((x) => x.id === id)!;

describe('the scale part holds costs flat as an account and the database grow (README "Method and budgets")', () => {
  it("holds the heavy account's reads to 2x the one-trade account's", () => {
    const f = scaleFigures(result(phase(1, 2, 3), phase(1, 2, 3)));
    expect(byId(f, 'scale.holdings.heavyRatio')).toMatchObject({ value: 2, pass: true });
    const g = scaleFigures(result(phase(1, 2.1, 3), phase(1, 2.1, 3)));
    expect(byId(g, 'scale.income.heavyRatio')).toMatchObject({ value: 2.1, pass: false });
  });

  it('holds the reads and the buy on the large database to 1.5x the empty one', () => {
    const f = scaleFigures(result(phase(1, 2, 4), phase(1, 3.2, 6)));
    expect(byId(f, 'scale.trades.largeRatio')).toMatchObject({ value: 1.6, pass: false });
    expect(byId(f, 'scale.buy.largeRatio')).toMatchObject({ value: 1.5, pass: true });
    expect(byId(f, 'scale.large.seed').value).toBe(60);
  });
});
