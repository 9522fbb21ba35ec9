import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../decimal';
import { formatBigNumber } from '../number';

const UNIT = { '': new Decimal(1), 万: new Decimal(10_000), 亿: new Decimal(100_000_000) };

/** A value near a boundary: 10^4 or 10^8 plus or minus up to 0.01 of the unit, in 1/1000 yuan. */
const nearBoundary = fc
  .tuple(fc.constantFrom(10_000n, 100_000_000n), fc.bigInt({ min: -200n, max: 200n }), fc.boolean())
  .map(([boundary, offset, negative]) => {
    // offset in 1/20000 of the unit, as thousandths of a yuan
    const thousandths = boundary * 1000n + (offset * boundary * 1000n) / 20_000n;
    const text = `${thousandths / 1000n}.${(thousandths % 1000n).toString().padStart(3, '0')}`;
    return negative ? `-${text}` : text;
  });

describe('万/亿 carry to the next unit when the rounded figure reaches 10000 (spec 000 §9)', () => {
  it('writes 9,999.995 as 1.00万 and 9,999.995万 as 1.00亿', () => {
    expect(formatBigNumber('9999.994')).toBe('9999.99');
    expect(formatBigNumber('9999.995')).toBe('1.00万');
    expect(formatBigNumber(99999999)).toBe('1.00亿');
    expect(formatBigNumber('99999950')).toBe('1.00亿');
    expect(formatBigNumber('99999949.99')).toBe('9999.99万');
    expect(formatBigNumber('-99999999')).toBe('-1.00亿');
    expect(formatBigNumber('99999999', { digits: 0 })).toBe('1亿');
  });

  it('shows below 10000 of its unit, within half a cent of the unit, and in the smallest unit that fits', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          nearBoundary,
          fc.double({ min: -1e11, max: 1e11, noNaN: true }).map((x) => x.toFixed(3)),
        ),
        (value) => {
          const out = formatBigNumber(value);
          const m = /^(-?\d+\.\d{2})(万|亿)?$/.exec(out);
          expect(m, `${value} -> ${out}`).not.toBeNull();
          const shown = new Decimal(m![1]!);
          const unit = UNIT[(m![2] ?? '') as keyof typeof UNIT];
          const exact = new Decimal(value);
          expect(shown.abs().lt(10_000) || unit.eq(UNIT.亿)).toBe(true);
          expect(shown.times(unit).minus(exact).abs().lte(unit.times('0.005'))).toBe(true);
          // the next smaller unit would have shown 10000 or more
          if (unit.gt(1)) {
            const smaller = unit.eq(UNIT.亿) ? UNIT.万 : UNIT[''];
            const there = new Decimal(exact.div(smaller).toFixed(2, Decimal.ROUND_HALF_UP));
            expect(there.abs().gte(10_000)).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
