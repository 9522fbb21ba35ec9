import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { TradePasswordDialog } from '../trade-password-dialog';

async function typeDigits(user: ReturnType<typeof userEvent.setup>, digits: string) {
  await user.type(screen.getByLabelText('交易密码'), digits);
}

describe('TradePasswordDialog', () => {
  it('keeps 确定 disabled until 6 digits are entered (spec 000 §4)', async () => {
    const user = userEvent.setup();
    render(<TradePasswordDialog visible onSubmit={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '请输入交易密码' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: '确定' });
    expect(submit).toBeDisabled();
    expect(screen.getByLabelText('交易密码')).toHaveAttribute('inputmode', 'numeric');
    await typeDigits(user, '12a345');
    expect(screen.getByLabelText('交易密码')).toHaveValue('12345');
    expect(submit).toBeDisabled();
    await typeDigits(user, '6');
    expect(submit).toBeEnabled();
    await expectNoAxeViolations(document.body);
  });

  it('shows the busy label 提交中 while submitting and passes the password', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<TradePasswordDialog visible onSubmit={onSubmit} onClose={vi.fn()} />);
    await typeDigits(user, '135790');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onSubmit).toHaveBeenCalledWith('135790');
    expect(screen.getByRole('button', { name: /提交中/ })).toBeDisabled();
    finish();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /提交中/ })).not.toBeInTheDocument(),
    );
  });

  it('keeps a submit error visible while the user types again', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(new Error('交易密码错误，还可以输入2次'));
    render(<TradePasswordDialog visible onSubmit={onSubmit} onClose={vi.fn()} />);
    await typeDigits(user, '111111');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('交易密码错误，还可以输入2次');
    expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
    await typeDigits(user, '12');
    expect(screen.getByRole('alert')).toHaveTextContent('交易密码错误，还可以输入2次');
    await expectNoAxeViolations(document.body);
  });

  it('calls onClose when 取消 is tapped and offers 忘记密码', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onForgot = vi.fn();
    render(
      <TradePasswordDialog visible onSubmit={vi.fn()} onClose={onClose} onForgot={onForgot} />,
    );
    await user.click(screen.getByRole('button', { name: '忘记密码？' }));
    expect(onForgot).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
  });
});
