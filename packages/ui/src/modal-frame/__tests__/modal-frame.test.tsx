import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ModalFrame } from '../modal-frame';

describe('ModalFrame', () => {
  it('shows its panel on <body> over a mask, keeps the page from scrolling, and reports mask taps', async () => {
    const onMaskClick = vi.fn();
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
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
    const mask = document.querySelector('.jj-modal__mask')!;
    // The second tap of a double tap on the opening button (within 300 ms, 000 §9) is ignored.
    now.mockReturnValue(1_250);
    fireEvent.click(mask);
    expect(onMaskClick).not.toHaveBeenCalled();
    now.mockReturnValue(1_300);
    fireEvent.click(mask);
    expect(onMaskClick).toHaveBeenCalledTimes(1);
    now.mockRestore();
    rerender(
      <ModalFrame visible={false} position="bottom">
        <div role="dialog" aria-label="选择银行卡" />
      </ModalFrame>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
