import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner';

const meta: Meta<typeof Spinner> = {
  title: '反馈/Spinner 加载圈',
  component: Spinner,
};
export default meta;
type S = StoryObj<typeof Spinner>;

export const Primary: S = { name: '主色', args: { color: 'primary' } };
export const Small: S = { name: '小号（20px）', args: { size: 20 } };
export const OnDark: S = {
  name: '深色遮罩上（白色）',
  args: { color: 'white' },
  decorators: [
    (Story) => (
      <div style={{ background: 'rgba(0,0,0,0.75)', padding: 16, display: 'inline-block' }}>
        <Story />
      </div>
    ),
  ],
};
