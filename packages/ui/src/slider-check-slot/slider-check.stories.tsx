import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SliderCheck } from './slider-check';
import { SliderCheckSlot } from './slider-check-slot';

const meta: Meta<typeof SliderCheck> = {
  title: '表单/SliderCheck 滑块验证（内置）',
  component: SliderCheck,
};
export default meta;

function InSlot() {
  const [passed, setPassed] = useState(false);
  return <SliderCheckSlot passed={passed} onPass={() => setPassed(true)} />;
}

export const Alone: StoryObj = {
  name: '拖动或键盘完成',
  render: () => <SliderCheck onPass={() => {}} />,
};
export const Slot: StoryObj = { name: '在滑块验证槽中', render: () => <InSlot /> };
