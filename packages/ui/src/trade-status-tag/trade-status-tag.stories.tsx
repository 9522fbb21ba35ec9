import type { Meta, StoryObj } from '@storybook/react-vite';
import { TRADE_STATUS } from '@jijin/core';
import { Space } from 'antd-mobile';
import { TradeStatusTag } from './trade-status-tag';

const meta: Meta<typeof TradeStatusTag> = {
  title: '展示/TradeStatusTag 交易状态',
  component: TradeStatusTag,
};
export default meta;

export const All: StoryObj = {
  name: '全部状态',
  render: () => (
    <Space wrap>
      {TRADE_STATUS.map((s) => (
        <TradeStatusTag key={s.code} status={s.code} direction={1} />
      ))}
    </Space>
  ),
};
export const Status0: StoryObj = {
  name: '状态 0 随交易变化',
  render: () => (
    <Space wrap>
      <TradeStatusTag status={0} direction={0} isBao />
      <TradeStatusTag status={0} direction={0} />
      <TradeStatusTag status={0} direction={1} />
    </Space>
  ),
};
