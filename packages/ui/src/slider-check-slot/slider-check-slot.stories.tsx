import type { Meta, StoryObj } from '@storybook/react-vite';
import { Slider } from 'antd-mobile';
import { useState } from 'react';
import { SliderCheckSlot } from './slider-check-slot';

const meta: Meta<typeof SliderCheckSlot> = {
  title: '表单/SliderCheckSlot 滑块验证',
  component: SliderCheckSlot,
};
export default meta;

function Live({ initial = false }) {
  const [passed, setPassed] = useState(initial);
  return (
    <SliderCheckSlot
      passed={passed}
      onPass={() => setPassed(true)}
      render={({ onPass }) => (
        <Slider
          aria-label="拖动滑块完成验证"
          onAfterChange={(v) => {
            if (v === 100) onPass('demo-token');
          }}
        />
      )}
    />
  );
}

export const Pending: StoryObj = { name: '待验证（示例滑块）', render: () => <Live /> };
export const Passed: StoryObj = { name: '已通过', render: () => <Live initial /> };
