export { CaptchaButton, CAPTCHA_COUNTDOWN_S } from './captcha-button';
export type { CaptchaButtonProps } from './captcha-button';
