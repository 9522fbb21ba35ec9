import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { restoreClock, useFakeClock } from '../../test/timers';
import { CaptchaButton } from '../captcha-button';

afterEach(() => act(() => restoreClock()));

describe('CaptchaButton', () => {
  it('is disabled for 60 s labelled 重新发送(n) after a successful send, then enabled (spec 000 §4)', async () => {
    useFakeClock();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSend = vi.fn().mockResolvedValue(true);
    const { container } = render(<CaptchaButton onSend={onSend} />);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    const counting = await screen.findByRole('button', { name: '重新发送(60)' });
    expect(counting).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '重新发送(59)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByRole('button', { name: '重新发送(1)' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('stays enabled when the send fails', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn().mockResolvedValue(false);
    render(<CaptchaButton onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('stays enabled when the send rejects', async () => {
    const user = userEvent.setup();
    render(<CaptchaButton onSend={() => Promise.reject(new Error('网络连接失败，请检查网络'))} />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('can be disabled from outside, e.g. while the mobile is invalid', () => {
    render(<CaptchaButton onSend={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeDisabled();
  });
});
