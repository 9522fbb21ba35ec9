import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { BankCard } from '@jijin/core/api';
import { BankCardPicker, defaultCardId } from './bank-card-picker';

const meta: Meta<typeof BankCardPicker> = {
  title: '交易/BankCardPicker 选择银行卡',
  component: BankCardPicker,
};
export default meta;
type S = StoryObj<typeof BankCardPicker>;

function card(id: number, name: string, tail: string, extra: Partial<BankCard> = {}): BankCard {
  return {
    id,
    bank_card_no: `6222 **** **** ${tail}`,
    bank_card_no_tail: tail,
    is_default: id === 1,
    real_name: '*三',
    bank_card_type: 1,
    status: 1,
    note: null,
    bank: {
      id,
      code: 'B',
      logo: '',
      name,
      need_onlinepay: false,
      single_limit: '50000.00',
      single_day_limit: '0',
      status: 1,
      note: null,
    },
    ...extra,
  } as BankCard;
}

const cards = [
  card(1, '中国工商银行', '1234'),
  card(2, '招商银行', '5678'),
  card(3, '中国银行', '9012', { status: 0, note: '该银行卡系统升级' }),
];

function Demo({ label, sell }: { label?: string; sell?: boolean }) {
  const [value, setValue] = useState<number | null>(defaultCardId(cards));
  return (
    <BankCardPicker
      cards={cards}
      value={value}
      onChange={setValue}
      label={label}
      describe={sell ? () => '可卖出份额 812.34份' : undefined}
    />
  );
}

export const Pay: S = { name: '支付方式（默认卡预选，停用卡不可选）', render: () => <Demo /> };
export const Receive: S = {
  name: '回款银行卡（每张卡的可卖份额）',
  render: () => <Demo label="回款银行卡" sell />,
};
export const Loading: S = {
  name: '银行卡加载中（保持卡行高度）',
  render: () => <BankCardPicker cards={[]} value={null} onChange={() => {}} loading />,
};
