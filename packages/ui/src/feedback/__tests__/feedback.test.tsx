import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { restoreClock, useFakeClock } from '../../test/timers';
import { FeedbackProvider, feedback } from '../index';

afterEach(() => {
  act(() => {
    feedback.clear();
    restoreClock();
  });
});

describe('feedback service', () => {
  it('shows a toast that hides after 2,500 ms and then runs the success callback (spec 000 §4)', async () => {
    useFakeClock();
    const onSuccess = vi.fn();
    render(<FeedbackProvider />);
    act(() => {
      feedback.toast('提交成功', { onSuccess });
    });
    expect(await screen.findAllByText('提交成功')).not.toHaveLength(0);
    // Announced through the polite live region, since antd-mobile's toast mask is aria-hidden.
    expect(document.querySelector('[aria-live="polite"][data-jj-announcer]')).toHaveTextContent(
      '提交成功',
    );
    act(() => vi.advanceTimersByTime(2400));
    expect(onSuccess).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.querySelector('.adm-toast-main')).toBeNull());
  });

  it('keeps a toast for the duration given instead of 2,500 ms', async () => {
    useFakeClock();
    const onSuccess = vi.fn();
    render(<FeedbackProvider />);
    act(() => {
      feedback.toast('已复制', { duration: 5000, onSuccess });
    });
    expect(await screen.findAllByText('已复制')).not.toHaveLength(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(onSuccess).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2100));
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('resolves a confirm with true when 确定 is tapped', async () => {
    const user = userEvent.setup();
    render(<FeedbackProvider />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = feedback.confirm({ content: '确定要退出帐号吗？' });
    });
    expect(await screen.findByText('确定要退出帐号吗？')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves a confirm with false when 取消 is tapped', async () => {
    const user = userEvent.setup();
    render(<FeedbackProvider />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = feedback.confirm('确定要删除吗？');
    });
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await expect(answer).resolves.toBe(false);
  });

  it('closes open dialogs on demand: a pending confirm resolves false, an action sheet null', async () => {
    render(<FeedbackProvider />);
    let answer: Promise<boolean> = Promise.resolve(true);
    let chosen: Promise<string | null> = Promise.resolve('x');
    act(() => {
      answer = feedback.confirm('确定要退出帐号吗？');
      chosen = feedback.actionSheet({ actions: [{ key: 'a', text: '拍照' }] });
    });
    expect(await screen.findByText('确定要退出帐号吗？')).toBeInTheDocument();
    act(() => feedback.hideDialogs());
    await expect(answer).resolves.toBe(false);
    await expect(chosen).resolves.toBeNull();
    await waitFor(() => expect(screen.queryByText('确定要退出帐号吗？')).not.toBeInTheDocument());
  });

  it('resolves an alert when 我知道了 is tapped', async () => {
    const user = userEvent.setup();
    render(<FeedbackProvider />);
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = feedback.alert({ title: '提示', content: '请勾选协议' });
    });
    await user.click(await screen.findByRole('button', { name: '我知道了' }));
    await expect(done).resolves.toBeUndefined();
  });

  it('resolves an action sheet with the chosen key, or null on 取消', async () => {
    const user = userEvent.setup();
    render(<FeedbackProvider />);
    let chosen: Promise<string | null> = Promise.resolve(null);
    act(() => {
      chosen = feedback.actionSheet({
        actions: [
          { key: 'wechat', text: '微信好友' },
          { key: 'moments', text: '朋友圈' },
        ],
      });
    });
    expect(await screen.findByRole('dialog', { name: '请选择' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: '朋友圈' }));
    await expect(chosen).resolves.toBe('moments');

    act(() => {
      chosen = feedback.actionSheet({ actions: [{ key: 'a', text: '拍照' }] });
    });
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await expect(chosen).resolves.toBeNull();
  });

  it('resolves a dialog with the tapped action key', async () => {
    const user = userEvent.setup();
    render(<FeedbackProvider />);
    let chosen: Promise<string | null> = Promise.resolve(null);
    act(() => {
      chosen = feedback.dialog({
        title: '风险提示',
        content: '该产品风险等级高于您的风险承受能力',
        actions: [
          { key: 'buy', text: '继续购买', bold: true },
          { key: 'retest', text: '重新测评' },
        ],
      });
    });
    await user.click(await screen.findByText('重新测评'));
    await expect(chosen).resolves.toBe('retest');
  });

  it('shows and hides the loading indicator on demand', async () => {
    render(<FeedbackProvider />);
    act(() => feedback.showLoading());
    expect(await screen.findByRole('status')).toHaveTextContent('加载中');
    await expectNoAxeViolations(document.body);
    act(() => feedback.hideLoading());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('shows the share mask and hides it when tapped', async () => {
    const user = userEvent.setup();
    render(<FeedbackProvider />);
    act(() => feedback.showShareMask());
    expect(await screen.findByRole('dialog', { name: '分享提示' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '分享提示' })).not.toBeInTheDocument(),
    );
  });
});
