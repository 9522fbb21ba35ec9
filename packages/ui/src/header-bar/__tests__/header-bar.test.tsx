import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HostUiProvider } from '../../host-ui/host-ui-provider';
import { expectNoAxeViolations } from '../../test/axe';
import { HeaderBar } from '../header-bar';

describe('HeaderBar', () => {
  it("shows the title and a back button that uses the host's back", async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    const { container } = render(
      <HostUiProvider showHeader onBack={onBack}>
        <HeaderBar title="我的资产" />
      </HostUiProvider>,
    );
    expect(screen.getByRole('heading', { name: '我的资产' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('is hidden when the host hides headers (native apps, spec 000 §1)', () => {
    render(
      <HostUiProvider showHeader={false}>
        <HeaderBar title="我的资产" />
      </HostUiProvider>,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('prefers its own onBack and can hide the back button', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    const { rerender } = render(
      <HeaderBar title="设置" onBack={onBack} right={<button type="button">保存</button>} />,
    );
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledOnce();
    rerender(<HeaderBar title="设置" back={false} />);
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
  });
});
