import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TabBar, type TabBarItem } from '../tab-bar';

const items: TabBarItem[] = [
  { key: 'home', title: '首页', icon: '🏠', href: '/' },
  { key: 'funds', title: '基金', icon: '📈', href: '/symbols/funds/' },
  { key: 'following', title: '自选', icon: '⭐', badge: 3, href: '/symbols/following/' },
  { key: 'mine', title: '我的', icon: '👤', badge: true, href: '/accounts/mine/' },
];

describe('TabBar', () => {
  it('marks the active tab as the current page and switches on tap', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [key, setKey] = useState('home');
      return <TabBar items={items} activeKey={key} onChange={setKey} />;
    }
    const { container } = render(<Harness />);
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /首页/ })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: /我的/ }));
    expect(screen.getByRole('link', { name: /我的/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /首页/ })).not.toHaveAttribute('aria-current');
    await expectNoAxeViolations(container);
  });
});
