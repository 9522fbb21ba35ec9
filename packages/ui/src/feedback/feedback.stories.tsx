import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd-mobile';
import { useState } from 'react';
import { ActionSheetPanel } from './action-sheet-panel';
import { feedback } from './feedback-service';
import { LoadingOverlay } from './loading-overlay';
import { ShareMask } from './share-mask';

const meta: Meta = {
  title: '反馈/Feedback 服务',
};
export default meta;

/** Every method of the imperative service, one button each. */
function ImperativeDemo() {
  const [log, setLog] = useState('');
  return (
    <Space direction="vertical" block>
      <Button
        block
        onClick={() =>
          void feedback.toast('提交成功', {
            icon: 'success',
            onSuccess: () => setLog('提示已关闭'),
          })
        }
      >
        提示（2.5 秒后关闭）
      </Button>
      <Button
        block
        onClick={() => void feedback.toast('网络连接失败，请检查网络', { duration: 5000 })}
      >
        提示（5 秒）
      </Button>
      <Button
        block
        onClick={() => {
          feedback.showLoading();
          setTimeout(() => feedback.hideLoading(), 2000);
        }}
      >
        加载中（2 秒）
      </Button>
      <Button block onClick={() => void feedback.alert({ title: '提示', content: '请勾选协议' })}>
        警告框
      </Button>
      <Button
        block
        onClick={async () =>
          setLog((await feedback.confirm('确定要退出帐号吗？')) ? '已确定' : '已取消')
        }
      >
        确认框
      </Button>
      <Button
        block
        onClick={async () => {
          const key = await feedback.actionSheet({
            extra: '分享到',
            actions: [
              { key: 'wechat', text: '微信好友' },
              { key: 'moments', text: '朋友圈' },
              { key: 'copy', text: '复制链接', description: '复制后粘贴给好友' },
            ],
          });
          setLog(`选择：${key ?? '取消'}`);
        }}
      >
        动作面板
      </Button>
      <Button
        block
        onClick={async () => {
          const key = await feedback.dialog({
            title: '风险提示',
            content: '该产品风险等级高于您的风险承受能力，确定继续购买吗？',
            actions: [
              [
                { key: 'cancel', text: '取消' },
                { key: 'buy', text: '继续购买', bold: true, danger: true },
              ],
            ],
          });
          setLog(`对话框：${key ?? '关闭'}`);
        }}
      >
        对话框
      </Button>
      <Button block onClick={() => feedback.showShareMask()}>
        分享引导
      </Button>
      <div role="status">{log}</div>
    </Space>
  );
}

export const ImperativeApi: StoryObj = { name: '命令式调用', render: () => <ImperativeDemo /> };

export const Loading: StoryObj<typeof LoadingOverlay> = {
  name: '加载中',
  render: () => <LoadingOverlay visible text="提交中…" />,
};

export const Share: StoryObj<typeof ShareMask> = {
  name: '分享引导',
  render: () => <ShareMask visible />,
};

export const Sheet: StoryObj<typeof ActionSheetPanel> = {
  name: '动作面板',
  render: () => (
    <ActionSheetPanel
      visible
      extra="请选择银行卡"
      actions={[
        { key: 1, text: '招商银行（尾号 1234）' },
        { key: 2, text: '工商银行（尾号 5678）', disabled: true, description: '该银行卡系统升级' },
        { key: 3, text: '添加银行卡', bold: true },
      ]}
    />
  ),
};
