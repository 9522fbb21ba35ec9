import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js-light';
import {
  addMoney,
  compareMoney,
  formatAmountForMessage,
  parseDecimal,
  roundFee,
  subtractMoney,
  sumMoney,
  sumSharesCurrent,
  toDecimal,
  toMoneyString,
} from '../money';

describe('money arithmetic (ARCHITECTURE.md conventions, 001 §3, §9)', () => {
  it('parses API decimal strings and numbers strictly (001 §3 amounts, ARCHITECTURE.md)', () => {
    expect(parseDecimal('1000.00')?.toFixed(2)).toBe('1000.00');
    expect(parseDecimal(' 12. ')?.toString()).toBe('12');
    expect(parseDecimal(12.5)?.toString()).toBe('12.5');
    expect(parseDecimal(new Decimal('3'))?.toString()).toBe('3');
    // another decimal library's object (e.g. decimal.js's Decimal) is read from its text
    expect(parseDecimal({ toString: () => '12.50' } as never)?.toFixed(2)).toBe('12.50');
    expect(parseDecimal({ toString: () => '1e-7' } as never)).toBeNull();
    for (const bad of ['', 'abc', '1e3', '1,000', Infinity, NaN, null, undefined]) {
      expect(parseDecimal(bad as never)).toBeNull();
    }
    expect(() => toDecimal('x')).toThrow(TypeError);
  });

  it('writes money in yuan with 2 decimals, half-up (ARCHITECTURE.md, 001 §9)', () => {
    expect(toMoneyString('1000')).toBe('1000.00');
    expect(toMoneyString('0.005')).toBe('0.01');
    expect(toMoneyString('-0.004')).toBe('0.00');
    expect(toMoneyString(-1.5)).toBe('-1.50');
  });

  it('rounds fees to 2 decimals (001 §9)', () => {
    expect(roundFee('1.235')).toBe('1.24');
    expect(roundFee('1.234')).toBe('1.23');
  });

  it('sums money exactly where floats would drift (ARCHITECTURE.md, 001 §9)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe('0.30');
    expect(sumMoney([])).toBe('0.00');
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(subtractMoney('1.00', '0.90')).toBe('0.10');
    expect(compareMoney('1.00', 1)).toBe(0);
    expect(compareMoney('0.99', '1')).toBe(-1);
    expect(compareMoney('2', '1.999')).toBe(1);
  });

  it('sums a portfolio holding’s current shares to 2 decimals (001 §3)', () => {
    expect(
      sumSharesCurrent([
        { shares_current: '100.005' },
        { shares_current: 200.1 },
        { shares_current: null },
        {},
      ]),
    ).toBe('300.11');
  });

  it('writes limits for messages without trailing zeros (001 §5)', () => {
    expect(formatAmountForMessage('10.00')).toBe('10');
    expect(formatAmountForMessage('1234.50')).toBe('1234.5');
  });

  it('property: sums of cent amounts are exact, equal to the integer sum of cents (001 §3, ARCHITECTURE.md)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }), { maxLength: 40 }),
        (cents) => {
          const yuan = cents.map((c) => (c / 100).toFixed(2));
          const total = cents.reduce((a, b) => a + b, 0);
          expect(sumMoney(yuan)).toBe(toMoneyString(new Decimal(total).div(100)));
          expect(new Decimal(sumMoney(yuan)).mul(100).toNumber()).toBe(total);
        },
      ),
    );
  });

  it('property: a + b - b === a for money strings (ARCHITECTURE.md, 001 §9)', () => {
    const cents = fc
      .integer({ min: -1e11, max: 1e11 })
      .map((c) => new Decimal(c).div(100).toFixed(2));
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        expect(subtractMoney(addMoney(a, b), b)).toBe(toMoneyString(a));
      }),
    );
  });
});
