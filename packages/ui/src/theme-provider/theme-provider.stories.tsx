import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd-mobile';
import { BankCardItem } from '../bank-card-item/bank-card-item';
import { BigNumber } from '../big-number/big-number';
import { PercentText } from '../percent-text/percent-text';
import { TradeButtons } from '../trade-buttons/trade-buttons';
import { ThemeProvider, type ThemeProviderProps } from './theme-provider';
import { ThemeSwitch } from './theme-switch';

const meta: Meta<typeof ThemeProvider> = {
  title: '主题/ThemeProvider 主题切换',
  component: ThemeProvider,
};
export default meta;

function Sample(props: Partial<ThemeProviderProps>) {
  return (
    <ThemeProvider applyToDocument={false} {...props}>
      <Space direction="vertical" block style={{ padding: 12 }}>
        <ThemeSwitch />
        <div style={{ fontSize: 'var(--jj-font-size-xxl)' }}>
          <BigNumber value={123456789} unit="元" />
        </div>
        <Space>
          <PercentText value={2.31} />
          <PercentText value={-1.05} />
        </Space>
        <BankCardItem
          card={{
            bank_card_no_tail: '1234',
            status: 1,
            bank: { name: '招商银行', single_limit: 50000, single_day_limit: 0 },
          }}
        />
        <Button color="primary" block>
          确定
        </Button>
        <TradeButtons
          fund={{ allow_trade: true, allow_buy: true, allow_sell: true, subscription_status: 2 }}
        />
      </Space>
    </ThemeProvider>
  );
}

export const Light: StoryObj = { name: '浅色', render: () => <Sample /> };
export const Dark: StoryObj = { name: '深色', render: () => <Sample mode="dark" /> };
export const LargeFont: StoryObj = {
  name: '大字（适老化）',
  render: () => <Sample font="large" />,
};
export const SmallScreen: StoryObj = {
  name: '小屏（≤350px）',
  render: () => (
    <div style={{ width: 320, border: '1px dashed #ccc' }}>
      <Sample smallScreen />
    </div>
  ),
};
