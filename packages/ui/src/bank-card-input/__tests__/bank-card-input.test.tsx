import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { BankCardInput, type RecognizedBank } from '../bank-card-input';

const CMB: RecognizedBank = { id: 3, name: '招商银行', logo: 'data:image/png;base64,iVBORw0KGgo=' };

function Harness({ recognize }: { recognize: (p: string) => Promise<RecognizedBank | null> }) {
  const [v, setV] = useState('');
  return <BankCardInput value={v} onChange={setV} recognizeBank={recognize} />;
}

describe('BankCardInput', () => {
  it('keeps digits only, at most 20 (spec 000 §5)', async () => {
    const user = userEvent.setup();
    render(<Harness recognize={async () => null} />);
    const input = screen.getByRole('textbox', { name: '银行卡号' });
    expect(input).toHaveAttribute('maxlength', '20');
    await user.type(input, '6225 8801-2345 6789 01234');
    expect(input).toHaveValue('62258801234567890123');
  });

  it('recognizes the bank from the BIN as the user types and shows its name and logo', async () => {
    const user = userEvent.setup();
    const recognize = vi.fn(async (prefix: string) => (prefix.startsWith('622588') ? CMB : null));
    const { container } = render(<Harness recognize={recognize} />);
    const input = screen.getByRole('textbox', { name: '银行卡号' });
    await user.type(input, '62258');
    await new Promise((r) => setTimeout(r, 350));
    expect(recognize).not.toHaveBeenCalled();
    await user.type(input, '8');
    expect(await screen.findByRole('status')).toHaveTextContent('招商银行');
    expect(recognize).toHaveBeenLastCalledWith('622588');
    expect(container.querySelector('img')).toHaveAttribute('src', CMB.logo);
    await expectNoAxeViolations(container);
    await user.clear(input);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
