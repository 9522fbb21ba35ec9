import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ModalFrame } from '../modal-frame';

describe('ModalFrame', () => {
  it('shows its panel on <body> over a mask, keeps the page from scrolling, and reports mask taps', async () => {
    const user = userEvent.setup();
    const onMaskClick = vi.fn();
    const { rerender } = render(
      <ModalFrame visible position="bottom" onMaskClick={onMaskClick}>
        <div role="dialog" aria-modal="true" aria-label="选择银行卡">
          <button type="button">招商银行</button>
        </div>
      </ModalFrame>,
    );
    expect(screen.getByRole('dialog', { name: '选择银行卡' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await expectNoAxeViolations(document.body);
    await user.click(document.querySelector('.jj-modal__mask')!);
    expect(onMaskClick).toHaveBeenCalledTimes(1);
    rerender(
      <ModalFrame visible={false} position="bottom">
        <div role="dialog" aria-label="选择银行卡" />
      </ModalFrame>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
