import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../feedback/feedback-provider';
import { HostUiProvider } from '../../host-ui/host-ui-provider';
import { expectNoAxeViolations } from '../../test/axe';
import { AppOnlyDialog, confirmAppOnly } from '../app-only-dialog';

describe('AppOnlyDialog', () => {
  it('offers 去下载 and 取消; 去下载 goes to the host download page (spec 000 §2)', async () => {
    const user = userEvent.setup();
    const onDownloadApp = vi.fn();
    const onClose = vi.fn();
    render(
      <HostUiProvider onDownloadApp={onDownloadApp}>
        <AppOnlyDialog visible onClose={onClose} />
      </HostUiProvider>,
    );
    expect(screen.getByRole('dialog', { name: '提示' })).toHaveTextContent('该功能仅在App中提供');
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: '去下载' }));
    expect(onDownloadApp).toHaveBeenCalledOnce();
  });

  it('closes on 取消', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<AppOnlyDialog visible onClose={onClose} onDownload={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('can be asked imperatively and resolves true on 去下载', async () => {
    const user = userEvent.setup();
    render(<FeedbackProvider />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmAppOnly();
    });
    await user.click(await screen.findByRole('button', { name: '去下载' }));
    await expect(answer).resolves.toBe(true);
  });
});
