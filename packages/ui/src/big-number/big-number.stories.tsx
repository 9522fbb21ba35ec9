import type { Meta, StoryObj } from '@storybook/react-vite';
import { BigNumber } from './big-number';

const meta: Meta<typeof BigNumber> = { title: '展示/BigNumber 大数字', component: BigNumber };
export default meta;
type S = StoryObj<typeof BigNumber>;

export const Small: S = { name: '万以下', args: { value: 9876.5, unit: '元' } };
export const Wan: S = { name: '万', args: { value: 123456, unit: '元' } };
export const Yi: S = { name: '亿', args: { value: '35678901234', unit: '元' } };
export const Trimmed: S = {
  name: '去掉末尾 0',
  args: { value: 50000, trimZeros: true, unit: '人' },
};
export const Missing: S = { name: '无数据', args: { value: null } };
