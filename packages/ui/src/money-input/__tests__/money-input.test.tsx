import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { MoneyInput } from '../money-input';

function Harness({ allowNegative }: { allowNegative?: boolean }) {
  const [v, setV] = useState('');
  return (
    <MoneyInput
      label="买入金额"
      value={v}
      onChange={setV}
      allowNegative={allowNegative}
      placeholder="最低买入10元"
    />
  );
}

describe('MoneyInput', () => {
  it('uses the decimal keyboard and strips an invalid last character (spec 000 §5)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const input = screen.getByRole('textbox', { name: '买入金额' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '12a');
    expect(input).toHaveValue('12');
    await user.type(input, '.');
    expect(input).toHaveValue('12.');
    await user.type(input, '345');
    expect(input).toHaveValue('12.34');
    await expectNoAxeViolations(container);
  });

  it('refuses a minus sign unless enabled', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: '买入金额' }), '-5');
    expect(screen.getByRole('textbox', { name: '买入金额' })).toHaveValue('5');
  });

  it('accepts a minus sign when enabled', async () => {
    const user = userEvent.setup();
    render(<Harness allowNegative />);
    await user.type(screen.getByRole('textbox', { name: '买入金额' }), '-5');
    expect(screen.getByRole('textbox', { name: '买入金额' })).toHaveValue('-5');
  });
});
