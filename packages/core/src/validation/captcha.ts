import { ACCOUNT_MESSAGES, formatMessage } from '../messages/catalogue';
import { isValidMobile } from './mobile';
import { type CheckResult, OK, fail } from './result';

/**
 * What the captcha send button knows when pressed.
 * @see spec 000 §4 Captcha button, §5 Captcha send
 */
export interface CaptchaSendInput {
  mobile: string;
  /** Foreign number rules (8-11 digits). */
  isForeign?: boolean;
  /** The page requires a slider check before sending. */
  sliderRequired?: boolean;
  sliderPassed?: boolean;
  /** The page requires the agreement to be ticked. */
  agreementRequired?: boolean;
  agreementTicked?: boolean;
}

/**
 * Check the preconditions of sending a captcha, in order: valid mobile (请输入正确的手机号码),
 * slider passed when required (请先完成滑块验证), agreement ticked when required (请勾选协议).
 * @returns codes `'mobile-invalid'`, `'slider-required'`, `'agreement-required'`
 * @see spec 000 §5 Captcha send, §8 messages
 */
export function checkCaptchaSend(input: CaptchaSendInput): CheckResult {
  if (!isValidMobile(input.mobile, input.isForeign ?? false)) {
    return fail('mobile-invalid', ACCOUNT_MESSAGES.mobileInvalid);
  }
  if (input.sliderRequired && !input.sliderPassed)
    return fail('slider-required', ACCOUNT_MESSAGES.sliderRequired);
  if (input.agreementRequired && !input.agreementTicked) {
    return fail('agreement-required', ACCOUNT_MESSAGES.agreementRequired);
  }
  return OK;
}

/**
 * The captcha button's state at one moment.
 * @see spec 000 §4 Captcha button, §5 Captcha send
 */
export interface CaptchaButtonState {
  readonly disabled: boolean;
  /** 获取验证码, or 重新发送(n) during the countdown. */
  readonly label: string;
  /** Seconds left in the countdown, 0 when enabled. */
  readonly secondsLeft: number;
}

/**
 * The captcha button after a successful send: disabled for a 60-second countdown labelled
 * 重新发送(n), then enabled again.
 * @param sentAtMs epoch ms of the last successful send, or null if none
 * @param nowMs epoch ms now (from the Clock port)
 * @param countdownS countdown length in seconds (default 60)
 * @see spec 000 §4 Captcha button, §9 Captcha resend 60 s
 */
export function captchaButtonState(
  sentAtMs: number | null,
  nowMs: number,
  countdownS = 60,
): CaptchaButtonState {
  if (sentAtMs === null)
    return { disabled: false, label: ACCOUNT_MESSAGES.captchaSend, secondsLeft: 0 };
  const left = Math.ceil((sentAtMs + countdownS * 1000 - nowMs) / 1000);
  if (left <= 0) return { disabled: false, label: ACCOUNT_MESSAGES.captchaSend, secondsLeft: 0 };
  const secondsLeft = Math.min(left, countdownS);
  return {
    disabled: true,
    label: formatMessage(ACCOUNT_MESSAGES.captchaResend, { n: secondsLeft }),
    secondsLeft,
  };
}
