import type { Meta, StoryObj } from '@storybook/react-vite';
import { checkMobile } from '@jijin/core';
import { useState } from 'react';
import { CaptchaButton } from '../captcha-button/captcha-button';
import { MobileInput } from './mobile-input';

const meta: Meta<typeof MobileInput> = { title: '表单/MobileInput 手机号', component: MobileInput };
export default meta;

function Live({ initial = '', foreign = false, withCaptcha = false }) {
  const [value, setValue] = useState(initial);
  const [isForeign, setForeign] = useState(foreign);
  const check = checkMobile(value, isForeign);
  return (
    <MobileInput
      value={value}
      onChange={setValue}
      isForeign={isForeign}
      onForeignChange={setForeign}
      error={value.length >= 8 && !check.ok ? check.message : undefined}
      extra={
        withCaptcha ? <CaptchaButton disabled={!check.ok} onSend={async () => true} /> : undefined
      }
    />
  );
}

export const Empty: StoryObj = { name: '空', render: () => <Live /> };
export const Filled: StoryObj = { name: '已填写', render: () => <Live initial="13800138000" /> };
export const Invalid: StoryObj = { name: '格式错误', render: () => <Live initial="12800138000" /> };
export const Foreign: StoryObj = {
  name: '境外手机号',
  render: () => <Live initial="91234567" foreign />,
};
export const WithCaptcha: StoryObj = {
  name: '带验证码按钮',
  render: () => <Live initial="13800138000" withCaptcha />,
};
export const Disabled: StoryObj = {
  name: '禁用',
  render: () => <MobileInput value="13800138000" onChange={() => {}} disabled />,
};
