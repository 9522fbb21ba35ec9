import type { Meta, StoryObj } from '@storybook/react-vite';
import { checkIdCard } from '@jijin/core';
import { useState } from 'react';
import { IdCardInput } from './id-card-input';

const meta: Meta<typeof IdCardInput> = {
  title: '表单/IdCardInput 身份证号',
  component: IdCardInput,
};
export default meta;

function Live({ initial = '' }) {
  const [v, setV] = useState(initial);
  const check = checkIdCard(v);
  return (
    <IdCardInput
      value={v}
      onChange={setV}
      error={v.length >= 15 && !check.ok ? check.message : undefined}
    />
  );
}

export const Empty: StoryObj = { name: '空', render: () => <Live /> };
export const Valid: StoryObj = {
  name: '有效',
  render: () => <Live initial="11010519491231002X" />,
};
export const Invalid: StoryObj = {
  name: '校验失败',
  render: () => <Live initial="110105194912310021" />,
};
