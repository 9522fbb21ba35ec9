import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { EmptyState, ErrorState } from '../state-block';

describe('EmptyState and ErrorState', () => {
  it('shows 暂无数据 by default', async () => {
    const { container } = render(<EmptyState description="去逛逛基金吧" />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByText('去逛逛基金吧')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('announces a failure and retries on 重新加载', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container } = render(
      <ErrorState description="网络连接失败，请检查网络" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败');
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});
