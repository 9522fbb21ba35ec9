import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkMobile, isValidMobile, mobileCheckPrompt } from '../mobile';

describe('mobile validation (000 §5)', () => {
  it('accepts a mainland mobile of 11 digits starting 1 then 3-9 (000 §5)', () => {
    for (const m of ['13012345678', '15912345678', '19999999999'])
      expect(isValidMobile(m)).toBe(true);
  });

  it('rejects a mainland mobile whose second digit is 2 (000 §5)', () => {
    expect(checkMobile('12012345678')).toEqual({
      ok: false,
      code: 'mobile-invalid',
      message: '请输入正确的手机号码',
    });
  });

  it('rejects mainland mobiles of 10 or 12 digits, or not starting with 1 (000 §5)', () => {
    for (const m of ['1301234567', '130123456789', '23012345678', '1301234567a', ''])
      expect(isValidMobile(m)).toBe(false);
  });

  it('accepts foreign mobiles of 8 to 11 digits and rejects 7 or 12 (000 §5)', () => {
    expect(isValidMobile('12345678', true)).toBe(true);
    expect(isValidMobile('12345678901', true)).toBe(true);
    expect(isValidMobile('1234567', true)).toBe(false);
    expect(isValidMobile('123456789012', true)).toBe(false);
    expect(checkMobile('85212345', true)).toEqual({ ok: true });
  });

  it('property: every 1[3-9] + 9 digits string is valid and every other second digit is not (000 §5)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.stringMatching(/^\d{9}$/), (second, rest) => {
        expect(isValidMobile(`1${second}${rest}`)).toBe(second >= 3);
      }),
    );
  });

  it('property: a foreign mobile is valid exactly when it is 8-11 digits (000 §5)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,14}$/), (s) => {
        expect(isValidMobile(s, true)).toBe(s.length >= 8 && s.length <= 11);
      }),
    );
  });
});

describe('mobile registered prompts (000 §5)', () => {
  it('asks an unregistered mobile on the login page whether to register directly (000 §5)', () => {
    expect(mobileCheckPrompt({ page: 'login', registered: false, mobile: '13012345678' })).toEqual({
      kind: 'confirm',
      message: '该手机号尚未注册，是否直接注册？',
      confirmHref: '/accounts/signup/?mobile=13012345678',
    });
    expect(mobileCheckPrompt({ page: 'login', registered: true, mobile: '13012345678' })).toEqual({
      kind: 'none',
    });
  });

  it('asks a registered mobile on signup whether to log in, confirm carrying the mobile (000 §5)', () => {
    expect(mobileCheckPrompt({ page: 'signup', registered: true, mobile: '13012345678' })).toEqual({
      kind: 'confirm',
      message: '该手机号已注册，是否直接登录？',
      confirmHref: '/accounts/login/?mobile=13012345678',
    });
  });

  it('shows the toast instead when the option says so, and nothing for a new mobile (000 §5)', () => {
    expect(
      mobileCheckPrompt({
        page: 'signup',
        registered: true,
        mobile: '1',
        toastWhenRegistered: true,
      }),
    ).toEqual({
      kind: 'toast',
      message: '该手机号已注册',
    });
    expect(mobileCheckPrompt({ page: 'signup', registered: false, mobile: '1' })).toEqual({
      kind: 'none',
    });
  });
});
