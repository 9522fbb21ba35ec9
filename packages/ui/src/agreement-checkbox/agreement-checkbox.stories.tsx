import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { feedback } from '../feedback/feedback-service';
import { AgreementCheckbox } from './agreement-checkbox';

const meta: Meta<typeof AgreementCheckbox> = {
  title: '表单/AgreementCheckbox 协议勾选',
  component: AgreementCheckbox,
};
export default meta;

function Live({ initial = false }) {
  const [checked, setChecked] = useState(initial);
  return (
    <AgreementCheckbox
      checked={checked}
      onChange={setChecked}
      agreements={[
        {
          title: '《用户服务协议》',
          onOpen: () => feedback.alert({ title: '用户服务协议', content: '协议正文……' }),
        },
        { title: '《隐私政策》', href: '#privacy' },
      ]}
    />
  );
}

export const Unchecked: StoryObj = { name: '未勾选', render: () => <Live /> };
export const Checked: StoryObj = { name: '已勾选', render: () => <Live initial /> };
