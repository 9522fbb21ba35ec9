import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { LoginPasswordInputs } from '../password-input';

function Harness({ repeat = true }: { repeat?: boolean }) {
  const [pw, setPw] = useState('');
  const [rp, setRp] = useState('');
  return repeat ? (
    <LoginPasswordInputs
      password={pw}
      onPasswordChange={setPw}
      repeat={rp}
      onRepeatChange={setRp}
    />
  ) : (
    <LoginPasswordInputs password={pw} onPasswordChange={setPw} />
  );
}

describe('LoginPasswordInputs', () => {
  it('limits the password to 16 characters and hides it until 显示密码 is tapped (spec 000 §5)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness repeat={false} />);
    const input = screen.getByLabelText('登录密码');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('maxlength', '16');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: '隐藏密码' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("shows core's length message after a too-short password loses focus", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('登录密码'), 'ab1');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('请输入6-16位登录密码');
  });

  it('shows a mismatch message when the repeat differs', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.type(screen.getByLabelText('登录密码'), 'abc12345');
    await user.type(screen.getByLabelText('确认密码'), 'abc12346');
    await user.click(document.body);
    expect(screen.getByRole('alert')).toHaveTextContent('两次输入的密码不一致');
    await expectNoAxeViolations(container);
  });
});
