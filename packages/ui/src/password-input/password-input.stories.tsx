import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LoginPasswordInputs, PasswordInput } from './password-input';

const meta: Meta<typeof LoginPasswordInputs> = {
  title: '表单/LoginPasswordInputs 登录密码',
  component: LoginPasswordInputs,
};
export default meta;

function LoginDemo() {
  const [pw, setPw] = useState('');
  return <LoginPasswordInputs password={pw} onPasswordChange={setPw} />;
}
function SignupDemo() {
  const [pw, setPw] = useState('abc123');
  const [rp, setRp] = useState('');
  return (
    <LoginPasswordInputs
      password={pw}
      onPasswordChange={setPw}
      repeat={rp}
      onRepeatChange={setRp}
    />
  );
}

export const Login: StoryObj = { name: '登录（单个密码）', render: () => <LoginDemo /> };
export const Signup: StoryObj = { name: '注册（密码 + 确认）', render: () => <SignupDemo /> };
export const WithError: StoryObj = {
  name: '错误',
  render: () => <PasswordInput value="abc" onChange={() => {}} error="请输入6-16位登录密码" />,
};
