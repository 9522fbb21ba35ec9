import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryStorage } from '@jijin/core';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { FirstGuide } from './first-guide';

const meta: Meta<typeof FirstGuide> = { title: '导航/FirstGuide 新手引导', component: FirstGuide };
export default meta;

function FirstVisitDemo() {
  const [storage] = useState(() => createMemoryStorage());
  const [round, setRound] = useState(0);
  return (
    <>
      <Button onClick={() => setRound((r) => r + 1)}>重新进入页面</Button>
      <p>已存标记：{storage.getItem('first_guide_demo') ?? '无'}</p>
      <FirstGuide
        key={round}
        storage={storage}
        storageKey="first_guide_demo"
        onDismiss={() => setRound((r) => r + 1)}
      >
        <p>点击右上角「加自选」，随时关注这只基金</p>
      </FirstGuide>
    </>
  );
}

export const FirstVisit: StoryObj = {
  name: '首次访问（点击后不再出现）',
  render: () => <FirstVisitDemo />,
};
export const AlreadySeen: StoryObj = {
  name: '已看过（不显示）',
  render: () => (
    <FirstGuide
      storage={createMemoryStorage({ first_guide_demo: '1' })}
      storageKey="first_guide_demo"
    >
      不会出现
    </FirstGuide>
  ),
};
