import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { feedback } from '../feedback/feedback-service';
import { TradePasswordDialog, type TradePasswordDialogProps } from './trade-password-dialog';

const meta: Meta<typeof TradePasswordDialog> = {
  title: '表单/TradePasswordDialog 交易密码',
  component: TradePasswordDialog,
};
export default meta;

function Live(props: Partial<TradePasswordDialogProps>) {
  const [visible, setVisible] = useState(true);
  return (
    <>
      <Button onClick={() => setVisible(true)}>输入交易密码</Button>
      <TradePasswordDialog
        visible={visible}
        onClose={() => setVisible(false)}
        onSubmit={async (pw) => {
          await new Promise((r) => setTimeout(r, 1200));
          if (pw !== '123456') throw new Error('交易密码错误，还可以输入2次');
          setVisible(false);
          feedback.toast('提交成功', { icon: 'success' });
        }}
        {...props}
      />
    </>
  );
}

export const Default: StoryObj = { name: '默认（正确密码 123456）', render: () => <Live /> };
export const WithAmount: StoryObj = {
  name: '带说明与忘记密码',
  render: () => (
    <Live description="买入金额 1,000.00 元" onForgot={() => feedback.toast('前往重置交易密码')} />
  ),
};
export const WithError: StoryObj = {
  name: '错误提示',
  render: () => <Live error="交易密码错误，还可以输入2次" />,
};
export const Busy: StoryObj = {
  name: '提交中',
  render: () => <Live onSubmit={() => new Promise(() => {})} description="输入 6 位后点确定" />,
};
