import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoneyText } from './money-text';

const meta: Meta<typeof MoneyText> = { title: '展示/MoneyText 金额', component: MoneyText };
export default meta;
type S = StoryObj<typeof MoneyText>;

export const Plain: S = { name: '金额', args: { value: '1234567.8', unit: '元' } };
export const Income: S = { name: '收益（正）', args: { value: 88.88, signed: true } };
export const Loss: S = { name: '收益（负）', args: { value: -12.5, signed: true } };
export const Missing: S = { name: '无数据', args: { value: null } };
