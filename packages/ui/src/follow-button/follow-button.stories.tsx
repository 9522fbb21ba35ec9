import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FollowButton } from './follow-button';

const meta: Meta<typeof FollowButton> = {
  title: '展示/FollowButton 自选',
  component: FollowButton,
};
export default meta;

function Live({ initial }: { initial: boolean }) {
  const [followed, setFollowed] = useState(initial);
  return (
    <FollowButton
      followed={followed}
      onToggle={async (next) => {
        await new Promise((r) => setTimeout(r, 600));
        setFollowed(next);
      }}
    />
  );
}

export const NotFollowed: StoryObj = { name: '加自选', render: () => <Live initial={false} /> };
export const Followed: StoryObj = { name: '删自选', render: () => <Live initial /> };
export const Disabled: StoryObj = {
  name: '禁用',
  render: () => <FollowButton followed={false} onToggle={() => {}} disabled />,
};
