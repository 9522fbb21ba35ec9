import type { Meta, StoryObj } from '@storybook/react-vite';
import { feedback } from '../feedback/feedback-service';
import { HostUiProvider } from '../host-ui/host-ui-provider';
import { HeaderBar } from './header-bar';

const meta: Meta<typeof HeaderBar> = {
  title: '导航/HeaderBar 标题栏',
  component: HeaderBar,
  parameters: { layout: 'fullscreen' },
};
export default meta;

export const Browser: StoryObj = {
  name: '浏览器（显示）',
  render: () => (
    <HostUiProvider showHeader onBack={() => feedback.toast('返回')}>
      <HeaderBar
        title="我的资产"
        right={
          <button type="button" onClick={() => feedback.showShareMask()}>
            分享
          </button>
        }
      />
    </HostUiProvider>
  ),
};
export const LongTitle: StoryObj = {
  name: '长标题',
  render: () => <HeaderBar title="易方达蓝筹精选混合型证券投资基金（005827）" onBack={() => {}} />,
};
export const NoBack: StoryObj = {
  name: '无返回按钮',
  render: () => <HeaderBar title="首页" back={false} />,
};
export const HiddenInApp: StoryObj = {
  name: 'App 内（隐藏）',
  render: () => (
    <HostUiProvider showHeader={false}>
      <HeaderBar title="我的资产" />
      <p>原生 App 与小程序中由宿主显示标题栏，这里不渲染。</p>
    </HostUiProvider>
  ),
};
