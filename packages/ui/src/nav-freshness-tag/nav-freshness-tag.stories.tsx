import type { Meta, StoryObj } from '@storybook/react-vite';
import { Space } from 'antd-mobile';
import { NavFreshnessTag } from './nav-freshness-tag';

const meta: Meta<typeof NavFreshnessTag> = {
  title: '展示/NavFreshnessTag 净值时效',
  component: NavFreshnessTag,
};
export default meta;

export const All: StoryObj = {
  name: '净值未更新与暂无净值',
  render: () => (
    <Space wrap>
      <NavFreshnessTag stale navDate="2026-02-13" />
      <NavFreshnessTag stale navDate={null} />
    </Space>
  ),
};
