import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd-mobile';
import { feedback } from '../feedback/feedback-service';
import { EmptyState, ErrorState } from './state-block';

const meta: Meta = { title: '展示/EmptyState ErrorState 空与错误' };
export default meta;

export const Empty: StoryObj = { name: '暂无数据', render: () => <EmptyState /> };
export const EmptyWithAction: StoryObj = {
  name: '空（带操作）',
  render: () => (
    <EmptyState
      title="暂无自选基金"
      description="添加自选，随时关注涨跌"
      action={
        <Button size="small" color="primary">
          去添加
        </Button>
      }
    />
  ),
};
export const Error: StoryObj = {
  name: '加载失败（重新加载）',
  render: () => (
    <ErrorState description="网络连接失败，请检查网络" onRetry={() => feedback.toast('重新加载')} />
  ),
};
