import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { moneyInputPattern, sanitizeMoneyInput } from '../money-input';
import { blurPercentInput, sanitizePercentInput } from '../percent-input';

describe('money input sanitizer (000 §5, 001 §5)', () => {
  it('keeps digits with an optional decimal part and tolerates a trailing dot (000 §5)', () => {
    expect(sanitizeMoneyInput('123')).toBe('123');
    expect(sanitizeMoneyInput('123.4')).toBe('123.4');
    expect(sanitizeMoneyInput('123.')).toBe('123.');
  });

  it('strips an invalid last character (000 §5)', () => {
    expect(sanitizeMoneyInput('12a')).toBe('12');
    expect(sanitizeMoneyInput('12.3.')).toBe('12.3');
    expect(sanitizeMoneyInput('12.345')).toBe('12.34');
    expect(sanitizeMoneyInput('.')).toBe('');
  });

  it('allows a negative sign only when enabled (000 §5)', () => {
    expect(sanitizeMoneyInput('-5')).toBe('');
    expect(sanitizeMoneyInput('-5', { allowNegative: true })).toBe('-5');
    expect(sanitizeMoneyInput('-', { allowNegative: true })).toBe('-');
    expect(sanitizeMoneyInput('5-', { allowNegative: true })).toBe('5');
  });

  it('honours the decimals option (000 §5)', () => {
    expect(sanitizeMoneyInput('1.2345', { decimals: 4 })).toBe('1.2345');
    expect(sanitizeMoneyInput('1.5', { decimals: 0 })).toBe('1');
  });

  it('property: the output always matches the allowed pattern (000 §5)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.boolean(), (raw, allowNegative) => {
        expect(
          moneyInputPattern({ allowNegative }).test(sanitizeMoneyInput(raw, { allowNegative })),
        ).toBe(true);
      }),
    );
  });

  it('property: sanitizing is idempotent and a prefix of the input (000 §5)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[-0-9.a]{0,12}$/), fc.boolean(), (raw, allowNegative) => {
        const once = sanitizeMoneyInput(raw, { allowNegative });
        expect(sanitizeMoneyInput(once, { allowNegative })).toBe(once);
        expect(raw.startsWith(once)).toBe(true);
      }),
    );
  });

  it('property: valid typed amounts pass through unchanged (000 §5)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,8}(\.\d{0,2})?$/), (v) => {
        expect(sanitizeMoneyInput(v)).toBe(v);
      }),
    );
  });
});

describe('position percent input (001 §5)', () => {
  it('cuts values above 99 to two characters (001 §5)', () => {
    expect(sanitizePercentInput('100')).toBe('10');
    expect(sanitizePercentInput('150')).toBe('15');
    expect(sanitizePercentInput('99')).toBe('99');
  });

  it('strips non-numeric characters and extra dots (001 §5)', () => {
    expect(sanitizePercentInput('1a2%')).toBe('12');
    expect(sanitizePercentInput('1.2.3')).toBe('1.23');
    expect(sanitizePercentInput('.')).toBe('.');
  });

  it('on blur turns invalid, zero or negative into 0.00, otherwise two decimals (001 §5)', () => {
    expect(blurPercentInput('abc')).toBe('0.00');
    expect(blurPercentInput('')).toBe('0.00');
    expect(blurPercentInput('0')).toBe('0.00');
    expect(blurPercentInput('-3')).toBe('0.00');
    expect(blurPercentInput('12.5')).toBe('12.50');
    expect(blurPercentInput('12.345')).toBe('12.35');
    expect(blurPercentInput('7.')).toBe('7.00');
  });

  it('property: a sanitized percent never exceeds 99 and has only digits and at most one dot (001 §5)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (raw) => {
        const v = sanitizePercentInput(raw);
        expect(/^\d*\.?\d*$/.test(v)).toBe(true);
        if (v !== '' && v !== '.') expect(Number(v)).toBeLessThanOrEqual(99);
      }),
    );
  });
});
