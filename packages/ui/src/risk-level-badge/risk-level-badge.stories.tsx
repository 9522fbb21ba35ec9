import type { Meta, StoryObj } from '@storybook/react-vite';
import { Space } from 'antd-mobile';
import { RiskLevelBadge } from './risk-level-badge';

const meta: Meta<typeof RiskLevelBadge> = {
  title: '展示/RiskLevelBadge 风险等级',
  component: RiskLevelBadge,
};
export default meta;

export const Fund: StoryObj = {
  name: '基金 R1-R5',
  render: () => (
    <Space wrap>
      {[1, 2, 3, 4, 5].map((l) => (
        <RiskLevelBadge key={l} level={l} />
      ))}
    </Space>
  ),
};
export const Portfolio: StoryObj = {
  name: '组合（含 100-102）',
  render: () => (
    <Space wrap>
      {[0, 1, 3, 5, 100, 101, 102].map((l) => (
        <RiskLevelBadge key={l} kind="portfolio" level={l} />
      ))}
    </Space>
  ),
};
