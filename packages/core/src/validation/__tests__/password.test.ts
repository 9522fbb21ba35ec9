import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canSubmitTradePassword,
  checkLoginPassword,
  checkRepeatPassword,
  checkTradePassword,
  isMixedPassword,
} from '../password';

describe('passwords (000 §5)', () => {
  it('accepts login passwords of 6 to 16 characters and rejects 5 and 17 (000 §5)', () => {
    expect(checkLoginPassword('abc123').ok).toBe(true);
    expect(checkLoginPassword('a'.repeat(16)).ok).toBe(true);
    expect(checkLoginPassword('abc12')).toEqual({
      ok: false,
      code: 'password-length',
      message: '请输入6-16位登录密码',
    });
    expect(checkLoginPassword('a'.repeat(17)).ok).toBe(false);
  });

  it('property: a login password is valid exactly when its length is 6-16 (000 §5)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        const n = [...s].length;
        expect(checkLoginPassword(s).ok).toBe(n >= 6 && n <= 16);
      }),
    );
  });

  it('recommends a mix of digits and characters without enforcing it (000 §5)', () => {
    expect(isMixedPassword('abc123')).toBe(true);
    expect(isMixedPassword('123456')).toBe(false);
    expect(isMixedPassword('abcdef')).toBe(false);
  });

  it('requires the repeat password to match and stay within 16 characters (000 §5)', () => {
    expect(checkRepeatPassword('abc123', 'abc123').ok).toBe(true);
    expect(checkRepeatPassword('abc123', 'abc124')).toEqual({
      ok: false,
      code: 'password-mismatch',
      message: '两次输入的密码不一致',
    });
    expect(checkRepeatPassword('a'.repeat(17), 'a'.repeat(17)).ok).toBe(false);
  });

  it('accepts a trade password of exactly 6 digits only (000 §5, §8 message)', () => {
    expect(checkTradePassword('123456').ok).toBe(true);
    for (const p of ['12345', '1234567', '12345a', '']) {
      expect(checkTradePassword(p)).toEqual({
        ok: false,
        code: 'trade-password-invalid',
        message: '请填写6位交易密码',
      });
    }
  });

  it('property: a trade password is valid exactly for 6 ASCII digits (000 §5)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (s) => {
        expect(checkTradePassword(s).ok).toBe(/^[0-9]{6}$/.test(s));
      }),
    );
  });

  it('keeps the trade password dialog submit disabled until 6 characters are entered (000 §4)', () => {
    expect(canSubmitTradePassword('12345')).toBe(false);
    expect(canSubmitTradePassword('123456')).toBe(true);
  });
});
