import { ACCOUNT_MESSAGES } from '@jijin/core/messages';
import { checkCaptchaSend, mobileCheckPrompt } from '@jijin/core/validation';
import { feedback } from '@jijin/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldError, toastError } from '../../shared/errors';
import { useLazyCheckMobileQuery, useLazySendMobileCaptchaQuery } from '../api';
import type { CaptchaSlider } from './captcha-slider';

/** Options of {@link useCaptchaSender}. */
export interface CaptchaSenderOptions {
  mobile: string;
  /** A foreign mobile (8-11 digits) and its calling code id (spec 000 §3, §5). */
  isForeign?: boolean;
  mobileCodeId?: number;
  /** Shows (or with undefined clears) the mobile field's error. */
  setMobileError: (message: string | undefined) => void;
  /** On login and signup the mobile is checked first (spec 000 §5 registered / not registered). */
  page?: 'login' | 'signup';
  /** Signup: toast 该手机号已注册 instead of asking whether to log in. */
  toastWhenRegistered?: boolean;
  /** The agreement must be ticked before sending (signup). */
  agreementRequired?: boolean;
  agreementTicked?: boolean;
  /** Query to carry to the other page (e.g. `next`) when the prompt's confirm leads there. */
  carryQuery?: URLSearchParams;
  /**
   * The slider check (spec 000 §5): when the server asks (400 `errors.slider_token`) it becomes
   * required; while required a send needs its proof, which goes with the request once.
   */
  slider?: CaptchaSlider;
}

/**
 * The captcha button's send action: core's preconditions (valid mobile, agreement when required —
 * spec 000 §5, a passed slider check when the server asked for one), on login/signup the registered check with its prompt (confirm leads to the other
 * page carrying the mobile), then GET accounts/new_mobile_captcha/ and 验证码已发送，请查收.
 * Failures (429 请求过于频繁，请稍后重试, offline) show as a toast and leave the button usable.
 */
export function useCaptchaSender(options: CaptchaSenderOptions): () => Promise<boolean> {
  const [sendCaptcha] = useLazySendMobileCaptchaQuery();
  const [checkMobile] = useLazyCheckMobileQuery();
  const navigate = useNavigate();
  const {
    mobile,
    isForeign = false,
    mobileCodeId,
    setMobileError,
    page,
    toastWhenRegistered,
    agreementRequired,
    agreementTicked,
    carryQuery,
    slider,
  } = options;
  const sliderRequired = slider?.required ?? false;
  const sliderToken = slider?.token;

  return useCallback(async () => {
    const check = checkCaptchaSend({
      mobile,
      isForeign,
      sliderRequired,
      sliderPassed: sliderToken !== undefined,
      agreementRequired,
      agreementTicked,
    });
    if (!check.ok) {
      if (check.code === 'mobile-invalid') setMobileError(check.message);
      feedback.toast(check.message);
      return false;
    }
    setMobileError(undefined);
    const region = mobileCodeId && mobileCodeId !== 1 ? { mobile_code_id: mobileCodeId } : {};
    try {
      if (page) {
        const { status } = await checkMobile({ mobile, ...region }).unwrap();
        const prompt = mobileCheckPrompt({
          page,
          registered: status === 1,
          mobile,
          toastWhenRegistered,
        });
        if (prompt.kind === 'toast') {
          feedback.toast(prompt.message);
          return false;
        }
        if (prompt.kind === 'confirm') {
          const go = await feedback.confirm({ content: prompt.message });
          if (go) {
            const target = new URL(prompt.confirmHref, 'https://app.invalid');
            carryQuery?.forEach((value, key) => {
              if (key !== 'mobile') target.searchParams.set(key, value);
            });
            navigate(target.pathname + target.search);
          }
          return false;
        }
      }
      const proof = sliderToken !== undefined ? { slider_token: sliderToken } : {};
      await sendCaptcha({ app: 'h5', mobile, ...region, ...proof }).unwrap();
      if (sliderToken !== undefined) slider?.consume();
      feedback.toast(ACCOUNT_MESSAGES.captchaSent);
      return true;
    } catch (error) {
      const sliderError = fieldError(error, 'slider_token');
      if (slider && sliderError) {
        slider.ask();
        feedback.toast(sliderError);
        return false;
      }
      toastError(error);
      return false;
    }
  }, [
    mobile,
    isForeign,
    mobileCodeId,
    agreementRequired,
    agreementTicked,
    page,
    toastWhenRegistered,
    carryQuery,
    slider,
    sliderRequired,
    sliderToken,
    checkMobile,
    sendCaptcha,
    navigate,
    setMobileError,
  ]);
}
