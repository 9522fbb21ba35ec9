import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { ModalFrame } from './modal-frame';

const meta: Meta<typeof ModalFrame> = { title: '反馈/ModalFrame 弹层框架', component: ModalFrame };
export default meta;

function Demo({ position }: { position: 'center' | 'bottom' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      <ModalFrame visible={open} position={position} onMaskClick={() => setOpen(false)}>
        <div role="dialog" aria-modal="true" aria-label="示例" style={{ padding: 20 }}>
          <p>点击遮罩关闭</p>
          <Button block onClick={() => setOpen(false)}>
            关闭
          </Button>
        </div>
      </ModalFrame>
    </>
  );
}

export const Center: StoryObj = {
  name: '居中（对话框）',
  render: () => <Demo position="center" />,
};
export const Bottom: StoryObj = {
  name: '底部（选择列表）',
  render: () => <Demo position="bottom" />,
};
