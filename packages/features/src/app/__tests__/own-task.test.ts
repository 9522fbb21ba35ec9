import { describe, expect, it, vi } from 'vitest';
import { inOwnTask } from '../own-task';

describe('inOwnTask', () => {
  it('runs the work once, in a later task, not in the current one nor its microtasks', async () => {
    const work = vi.fn();
    inOwnTask(work);
    await Promise.resolve();
    expect(work).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(work).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(work).toHaveBeenCalledOnce();
  });

  it('keeps the order in which work was queued', async () => {
    const order: number[] = [];
    inOwnTask(() => order.push(1));
    inOwnTask(() => order.push(2));
    await vi.waitFor(() => expect(order).toHaveLength(2));
    expect(order).toEqual([1, 2]);
  });
});
