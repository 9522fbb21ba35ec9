import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd-mobile';
import { useState } from 'react';
import { feedback } from '../feedback/feedback-service';
import { AppOnlyDialog, confirmAppOnly } from './app-only-dialog';

const meta: Meta<typeof AppOnlyDialog> = {
  title: '导航/AppOnlyDialog 仅限 App',
  component: AppOnlyDialog,
};
export default meta;

function AppOnlyDemo() {
  const [visible, setVisible] = useState(true);
  return (
    <Space direction="vertical">
      <Button onClick={() => setVisible(true)}>资产体检</Button>
      <Button
        onClick={async () => void feedback.toast((await confirmAppOnly()) ? '去下载' : '已取消')}
      >
        基金模型（命令式）
      </Button>
      <AppOnlyDialog
        visible={visible}
        onClose={() => setVisible(false)}
        onDownload={() => feedback.toast('打开 /app/download')}
      />
    </Space>
  );
}

export const Open: StoryObj = { name: '弹窗（去下载 / 取消）', render: () => <AppOnlyDemo /> };
