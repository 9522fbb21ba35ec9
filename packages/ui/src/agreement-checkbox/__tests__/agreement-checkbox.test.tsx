import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { AgreementCheckbox } from '../agreement-checkbox';

describe('AgreementCheckbox', () => {
  it('ticks and unticks, and opening an agreement does not tick it', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    function Harness() {
      const [checked, setChecked] = useState(false);
      return (
        <AgreementCheckbox
          checked={checked}
          onChange={setChecked}
          agreements={[
            { title: '《用户服务协议》', onOpen },
            { title: '《隐私政策》', href: '/faq/detail/2' },
          ]}
        />
      );
    }
    const { container } = render(<Harness />);
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '《用户服务协议》' }));
    expect(onOpen).toHaveBeenCalled();
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
      'href',
      '/faq/detail/2',
    );
    await expectNoAxeViolations(container);
  });
});
