export { CaptchaButton } from './captcha-button';
export type { CaptchaButtonProps } from './captcha-button';
