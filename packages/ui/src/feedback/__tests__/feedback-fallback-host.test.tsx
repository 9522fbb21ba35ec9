import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feedback } from '../index';

// A file of its own: the fallback host stays mounted on <body> for the module's life.
describe('feedback service without a FeedbackProvider', () => {
  it('mounts one host of its own on <body> (React DOM loaded on demand) and shows what was asked before it came', async () => {
    act(() => feedback.showLoading());
    act(() => feedback.showLoading('请稍候'));
    expect(await screen.findByRole('status')).toHaveTextContent('请稍候');
    expect(document.querySelectorAll('[data-jj-feedback-host]')).toHaveLength(1);
    act(() => feedback.hideLoading());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    act(() => feedback.showLoading());
    expect(await screen.findByRole('status')).toHaveTextContent('加载中');
    expect(document.querySelectorAll('[data-jj-feedback-host]')).toHaveLength(1);
    act(() => feedback.hideLoading());
  });
});
