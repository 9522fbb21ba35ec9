import type { Meta, StoryObj } from '@storybook/react-vite';
import { PercentText } from './percent-text';

const meta: Meta<typeof PercentText> = { title: '展示/PercentText 涨跌幅', component: PercentText };
export default meta;
type S = StoryObj<typeof PercentText>;

export const Up: S = { name: '上涨（红）', args: { value: 3.456 } };
export const Down: S = { name: '下跌（绿）', args: { value: -1.2 } };
export const Flat: S = { name: '持平', args: { value: 0 } };
export const Missing: S = { name: '无数据', args: { value: null } };
export const Plain: S = {
  name: '无颜色无符号',
  args: { value: 12.5, sign: false, colored: false },
};
