import type { Meta, StoryObj } from '@storybook/react-vite';
import { FundScoreBadge } from './fund-score-badge';

const meta: Meta<typeof FundScoreBadge> = {
  title: '展示/FundScoreBadge 基金评分',
  component: FundScoreBadge,
};
export default meta;
type S = StoryObj<typeof FundScoreBadge>;

export const Excellent: S = { name: '优秀（≥90 红）', args: { score: 93 } };
export const Good: S = { name: '良好（≥60 蓝）', args: { score: 72 } };
export const Poor: S = { name: '较差（绿）', args: { score: 45 } };
export const Missing: S = { name: '暂无评分（灰）', args: { score: null } };
