import type { Meta, StoryObj } from '@storybook/react-vite';
import { Space } from 'antd-mobile';
import { ExampleTag } from './example-tag';

const meta: Meta<typeof ExampleTag> = {
  title: '展示/ExampleTag 演示内容标记',
  component: ExampleTag,
};
export default meta;

export const All: StoryObj = {
  name: '内容与费率',
  render: () => (
    <Space wrap>
      <ExampleTag />
      <ExampleTag kind="fees" />
    </Space>
  ),
};
