import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { IdCardInput } from '../id-card-input';

function Harness() {
  const [v, setV] = useState('');
  return <IdCardInput value={v} onChange={setV} />;
}

describe('IdCardInput', () => {
  it('caps the ID card number at 20 characters and drops spaces (spec 000 §5)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const input = screen.getByRole('textbox', { name: '身份证号' });
    expect(input).toHaveAttribute('maxlength', '20');
    await user.type(input, '1101 0519 4912 3100 2X');
    expect(input).toHaveValue('11010519491231002X');
    await expectNoAxeViolations(container);
  });
});
