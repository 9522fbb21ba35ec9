import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { TabBar, type TabBarItem } from './tab-bar';

const meta: Meta<typeof TabBar> = {
  title: '导航/TabBar 底部导航',
  component: TabBar,
  parameters: { layout: 'fullscreen' },
};
export default meta;

const dot = (active: boolean) => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="12" r={active ? 9 : 7} fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);
const items: TabBarItem[] = [
  { key: 'home', title: '首页', icon: dot, href: '/' },
  { key: 'funds', title: '基金', icon: dot, href: '/symbols/funds/' },
  { key: 'following', title: '自选', icon: dot, badge: 3, href: '/symbols/following/' },
  { key: 'mine', title: '我的', icon: dot, badge: true, href: '/accounts/mine/' },
];

function TabBarDemo() {
  const [key, setKey] = useState('home');
  return <TabBar items={items} activeKey={key} onChange={setKey} />;
}

export const Default: StoryObj = { name: '默认', render: () => <TabBarDemo /> };
