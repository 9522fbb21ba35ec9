import type { Meta, StoryObj } from '@storybook/react-vite';
import { feedback } from '../feedback/feedback-service';
import { TradeButtons } from './trade-buttons';

const meta: Meta<typeof TradeButtons> = {
  title: '展示/TradeButtons 买卖按钮',
  component: TradeButtons,
  args: {
    onBuy: () => feedback.toast('买入'),
    onSell: () => feedback.toast('卖出'),
    onFixedInvest: () => feedback.toast('定投'),
  },
};
export default meta;
type S = StoryObj<typeof TradeButtons>;

export const Open: S = {
  name: '正常交易',
  args: {
    fund: {
      allow_trade: true,
      allow_buy: true,
      allow_sell: true,
      allow_fixed: true,
      subscription_status: 2,
    },
  },
};
export const NotSold: S = { name: '未代销', args: { fund: { allow_trade: false } } };
export const BeforeSale: S = {
  name: '即将开售',
  args: { fund: { allow_trade: true, allow_buy: true, subscription_status: 0 } },
};
export const Subscription: S = {
  name: '认购期',
  args: { fund: { allow_trade: true, allow_buy: true, subscription_status: 1 } },
};
export const Suspended: S = {
  name: '暂停买入 / 暂停卖出',
  args: {
    fund: { allow_trade: true, allow_buy: false, allow_sell: false, subscription_status: 2 },
  },
};
export const Bao: S = {
  name: '宝类（转入 / 转出）',
  args: {
    fund: {
      allow_trade: true,
      allow_buy: true,
      allow_sell: true,
      is_bao: true,
      subscription_status: 2,
    },
    onFixedInvest: undefined,
  },
};
