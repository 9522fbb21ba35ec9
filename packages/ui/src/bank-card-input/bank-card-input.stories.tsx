import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { BankCardInput, type RecognizedBank } from './bank-card-input';

const meta: Meta<typeof BankCardInput> = {
  title: '表单/BankCardInput 银行卡号',
  component: BankCardInput,
};
export default meta;

const logo = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="8" fill="${color}"/></svg>`)}`;

const BINS: Array<[string, RecognizedBank]> = [
  ['622588', { name: '招商银行', logo: logo('#d7000f') }],
  ['622202', { name: '工商银行', logo: logo('#c7000b') }],
  ['621700', { name: '建设银行', logo: logo('#0066b3') }],
];

async function recognizeBank(prefix: string) {
  await new Promise((r) => setTimeout(r, 200));
  return BINS.find(([bin]) => prefix.startsWith(bin))?.[1] ?? null;
}

function Live({ initial = '' }) {
  const [v, setV] = useState(initial);
  return <BankCardInput value={v} onChange={setV} recognizeBank={recognizeBank} />;
}

export const Empty: StoryObj = { name: '空（试输入 622588…）', render: () => <Live /> };
export const Recognized: StoryObj = {
  name: '已识别银行',
  render: () => <Live initial="6225880123456789" />,
};
export const Unknown: StoryObj = { name: '未识别', render: () => <Live initial="9999990000" /> };
export const WithError: StoryObj = {
  name: '错误',
  render: () => <BankCardInput value="6225" onChange={() => {}} error="请输入正确的银行卡号" />,
};
