import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MoneyInput } from './money-input';

const meta: Meta<typeof MoneyInput> = { title: '表单/MoneyInput 金额', component: MoneyInput };
export default meta;

function Live({
  initial = '',
  error,
  allowNegative,
}: {
  initial?: string;
  error?: string;
  allowNegative?: boolean;
}) {
  const [v, setV] = useState(initial);
  return (
    <MoneyInput
      label="买入金额"
      placeholder="最低买入10元"
      value={v}
      onChange={setV}
      error={error}
      allowNegative={allowNegative}
      hint="单笔限额 5万，单日限额 不限"
    />
  );
}

export const Empty: StoryObj = { name: '空', render: () => <Live /> };
export const Filled: StoryObj = { name: '已填写', render: () => <Live initial="1000.5" /> };
export const WithError: StoryObj = {
  name: '错误',
  render: () => <Live initial="5" error="最低买入10元" />,
};
export const Negative: StoryObj = {
  name: '允许负数',
  render: () => <Live initial="-12.3" allowNegative />,
};
