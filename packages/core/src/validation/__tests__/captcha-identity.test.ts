import { describe, expect, it } from 'vitest';
import { captchaButtonState, checkCaptchaSend } from '../captcha';
import { checkCookiesEnabled, identityPayload } from '../identity';

describe('captcha send preconditions (000 §5, §8)', () => {
  const base = { mobile: '13012345678' };

  it('needs a valid mobile first (000 §5)', () => {
    expect(checkCaptchaSend({ mobile: '1201' })).toEqual({
      ok: false,
      code: 'mobile-invalid',
      message: '请输入正确的手机号码',
    });
    expect(checkCaptchaSend({ mobile: '85212345', isForeign: true }).ok).toBe(true);
  });

  it('needs the slider passed when required (000 §5, §8)', () => {
    expect(checkCaptchaSend({ ...base, sliderRequired: true })).toEqual({
      ok: false,
      code: 'slider-required',
      message: '请先完成滑块验证',
    });
    expect(checkCaptchaSend({ ...base, sliderRequired: true, sliderPassed: true }).ok).toBe(true);
    expect(checkCaptchaSend({ ...base, sliderPassed: false }).ok).toBe(true);
  });

  it('needs the agreement ticked when required (000 §5, §8)', () => {
    expect(checkCaptchaSend({ ...base, agreementRequired: true })).toEqual({
      ok: false,
      code: 'agreement-required',
      message: '请勾选协议',
    });
    expect(checkCaptchaSend({ ...base, agreementRequired: true, agreementTicked: true }).ok).toBe(
      true,
    );
  });
});

describe('captcha button countdown (000 §4, §9)', () => {
  it('is enabled before any send (000 §4)', () => {
    expect(captchaButtonState(null, 0)).toEqual({
      disabled: false,
      label: '获取验证码',
      secondsLeft: 0,
    });
  });

  it('is disabled for 60 seconds labelled 重新发送(n), then enabled again (000 §4)', () => {
    expect(captchaButtonState(1_000, 1_000)).toEqual({
      disabled: true,
      label: '重新发送(60)',
      secondsLeft: 60,
    });
    expect(captchaButtonState(1_000, 31_500)).toMatchObject({
      disabled: true,
      label: '重新发送(30)',
    });
    expect(captchaButtonState(1_000, 61_000)).toEqual({
      disabled: false,
      label: '获取验证码',
      secondsLeft: 0,
    });
  });
});

describe('identity verification payload (000 §4, 001 §5)', () => {
  it('clears ID number and real name when the status is 1 (000 §4)', () => {
    const form = { id_card_no: '11010519491231002X', real_name: '张三', bank_card_no: '6222' };
    expect(identityPayload(form, 1)).toEqual({
      id_card_no: '',
      real_name: '',
      bank_card_no: '6222',
    });
    expect(identityPayload(form, 0)).toEqual(form);
    expect(identityPayload(form, 0)).not.toBe(form);
  });

  it('requires cookies to be enabled (000 §5)', () => {
    expect(checkCookiesEnabled(true).ok).toBe(true);
    expect(checkCookiesEnabled(false)).toMatchObject({ ok: false, code: 'cookies-disabled' });
  });
});
