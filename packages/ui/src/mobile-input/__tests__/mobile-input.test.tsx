import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { MobileInput } from '../mobile-input';

function Harness({ withToggle = true }: { withToggle?: boolean }) {
  const [value, setValue] = useState('');
  const [isForeign, setForeign] = useState(false);
  return (
    <MobileInput
      value={value}
      onChange={setValue}
      isForeign={isForeign}
      onForeignChange={withToggle ? setForeign : undefined}
      error={value === '12' ? '请输入正确的手机号码' : undefined}
    />
  );
}

describe('MobileInput', () => {
  it('keeps digits only and at most 11 of them (spec 000 §5 input maxima)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: '手机号' });
    expect(input).toHaveAttribute('maxlength', '11');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '138a0013-800012345');
    expect(input).toHaveValue('13800138000');
  });

  it('toggles the foreign-number mode', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const toggle = screen.getByRole('button', { name: '境外手机号' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveTextContent('+86');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveTextContent('境外');
    await expectNoAxeViolations(container);
  });

  it('shows an error linked to the input', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness withToggle={false} />);
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '12');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的手机号码');
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription(
      '请输入正确的手机号码',
    );
    expect(screen.queryByRole('button', { name: '境外手机号' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('passes className and data attributes through', () => {
    const { container } = render(
      <MobileInput value="" onChange={() => {}} className="login-mobile" data-testid="m" />,
    );
    expect(container.firstElementChild).toHaveClass('login-mobile');
    expect(container.firstElementChild).toHaveAttribute('data-testid', 'm');
  });
});
