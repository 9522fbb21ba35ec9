import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { feedback } from '../feedback/feedback-service';
import { BankCardItem, type BankCardItemCard } from './bank-card-item';

const meta: Meta<typeof BankCardItem> = {
  title: '展示/BankCardItem 银行卡',
  component: BankCardItem,
};
export default meta;
type S = StoryObj<typeof BankCardItem>;

const logo = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="16" fill="#d7000f"/></svg>')}`;
const base: BankCardItemCard = {
  id: 1,
  bank_card_no_tail: '1234',
  status: 1,
  is_default: true,
  bank: { name: '招商银行', logo, single_limit: 50000, single_day_limit: 0 },
};

export const Normal: S = { name: '正常（单日不限）', args: { card: base } };
export const Disabled: S = {
  name: '停用（系统升级）',
  args: { card: { ...base, status: 0, note: '', is_default: false } },
};
export const NeedsAuth: S = {
  name: '需要授权',
  args: { card: { ...base, status: 5 }, onAuthorize: () => feedback.toast('前往授权') },
};
export const Changing: S = {
  name: '份额换卡中',
  args: { card: { ...base, status: 3, allow_transfer: true } },
};
function PickerDemo() {
  const cards: BankCardItemCard[] = [
    base,
    {
      ...base,
      id: 2,
      bank_card_no_tail: '5678',
      is_default: false,
      bank: { ...base.bank, name: '工商银行', single_limit: 20000, single_day_limit: 100000 },
    },
    { ...base, id: 3, bank_card_no_tail: '9012', is_default: false, status: 0, note: '' },
  ];
  const [selected, setSelected] = useState<number | string | undefined>(1);
  return (
    <div>
      {cards.map((c) => (
        <BankCardItem
          key={c.id}
          card={c}
          selected={selected === c.id}
          onSelect={(x) => setSelected(x.id)}
        />
      ))}
    </div>
  );
}

export const Picker: StoryObj = { name: '选择支付卡', render: () => <PickerDemo /> };
