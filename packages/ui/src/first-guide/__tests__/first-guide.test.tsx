import { createMemoryStorage } from '@jijin/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FirstGuide } from '../first-guide';

describe('FirstGuide', () => {
  it('shows once and stores the flag after the click (spec 000 §2)', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage();
    const onDismiss = vi.fn();
    const { container, unmount } = render(
      <FirstGuide storage={storage} storageKey="first_guide_home" onDismiss={onDismiss}>
        点这里查看你的自选基金
      </FirstGuide>,
    );
    expect(screen.getByRole('dialog', { name: '新手引导' })).toHaveTextContent(
      '点这里查看你的自选基金',
    );
    expect(storage.getItem('first_guide_home')).toBeNull();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '我知道了' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storage.getItem('first_guide_home')).toBe('1');
    expect(onDismiss).toHaveBeenCalledOnce();
    unmount();

    render(
      <FirstGuide storage={storage} storageKey="first_guide_home">
        点这里查看你的自选基金
      </FirstGuide>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides even when storage refuses the flag', async () => {
    const user = userEvent.setup();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    render(
      <FirstGuide storage={storage} storageKey="k">
        引导
      </FirstGuide>,
    );
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the focus to its button in the next frame, without scrolling (no forced layout in the render)', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    try {
      render(
        <FirstGuide storage={createMemoryStorage()} storageKey="first_guide_home">
          点这里查看你的自选基金
        </FirstGuide>,
      );
      const button = screen.getByRole('button', { name: '我知道了' });
      expect(focus).not.toHaveBeenCalled();
      await waitFor(() => expect(button).toHaveFocus());
      expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    } finally {
      focus.mockRestore();
    }
  });
});
