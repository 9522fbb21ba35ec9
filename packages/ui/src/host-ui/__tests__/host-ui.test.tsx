import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { HostUiProvider, hostUiFromBridge, useHostUi } from '../host-ui-provider';

function Probe() {
  const host = useHostUi();
  return <p>{host.showHeader ? '显示标题栏' : '隐藏标题栏'}</p>;
}

describe('HostUiProvider', () => {
  it('shows headers by default and lets a host hide them', async () => {
    const { container, rerender } = render(<Probe />);
    expect(screen.getByText('显示标题栏')).toBeInTheDocument();
    rerender(
      <HostUiProvider showHeader={false}>
        <Probe />
      </HostUiProvider>,
    );
    expect(screen.getByText('隐藏标题栏')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('takes the header flag and share from a host bridge', async () => {
    const share = vi.fn(async () => {});
    const value = hostUiFromBridge({ showHeader: false, share });
    expect(value.showHeader).toBe(false);
    await value.onShare?.({ title: '基金', link: 'https://example.com/s/000001' });
    expect(share).toHaveBeenCalledWith({ title: '基金', link: 'https://example.com/s/000001' });
  });
});
