import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixedClock } from '@jijin/core';
import { feedback } from '../feedback/feedback-service';
import { CaptchaButton } from './captcha-button';

const meta: Meta<typeof CaptchaButton> = {
  title: '表单/CaptchaButton 验证码按钮',
  component: CaptchaButton,
};
export default meta;

export const Ready: StoryObj<typeof CaptchaButton> = {
  name: '可发送（点击后倒计时 60 秒）',
  args: {
    onSend: async () => {
      await new Promise((r) => setTimeout(r, 500));
      feedback.toast('验证码已发送，请查收');
      return true;
    },
  },
};
export const Failing: StoryObj<typeof CaptchaButton> = {
  name: '发送失败',
  args: {
    onSend: async () => {
      feedback.toast('请求过于频繁，请稍后重试');
      return false;
    },
  },
};
export const ShortCountdown: StoryObj<typeof CaptchaButton> = {
  name: '倒计时 5 秒',
  args: { onSend: async () => true, countdownSeconds: 5 },
};
export const Disabled: StoryObj<typeof CaptchaButton> = {
  name: '禁用（手机号无效）',
  args: { onSend: async () => true, disabled: true },
};
export const FrozenClock: StoryObj<typeof CaptchaButton> = {
  name: '固定时钟',
  args: { onSend: async () => true, clock: fixedClock(Date.UTC(2026, 0, 5, 2)) },
};
