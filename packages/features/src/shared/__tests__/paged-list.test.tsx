// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePagedList } from '../paged-list';
import { isDefinitiveRejection, useIdempotencyKey } from '../trade-attempt';

const page = (n: number, total = 2) => ({
  current_page: n,
  total_count: total * 2,
  total_page: total,
  results: [`${n}a`, `${n}b`],
});

describe('usePagedList (spec 000 §3-4 Pager: page 1 replaces, later pages append, next refused on the last page)', () => {
  it('loads page 1 at once, appends page 2, then stops', async () => {
    // (later pages are asked for by ui's InfiniteList through loadPage; loadMore is the same call)
    const fetchPage = vi.fn(async (p: number) => page(p));
    const { result } = renderHook(() => usePagedList<string>(fetchPage, 'k', { pageSize: 2 }));
    await waitFor(() => expect(result.current.items).toEqual(['1a', '1b']));
    expect(result.current.hasMore).toBe(true);
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual(['1a', '1b', '2a', '2b']);
    expect(result.current.hasMore).toBe(false);
    await act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2]);
  });

  it('asks for a page only once while it is loading', async () => {
    let resolve: (v: ReturnType<typeof page>) => void = () => {};
    const fetchPage = vi.fn(() => new Promise<ReturnType<typeof page>>((r) => (resolve = r)));
    const { result } = renderHook(() => usePagedList<string>(fetchPage, 'k'));
    await act(async () => {
      void result.current.loadMore();
      void result.current.loadMore();
    });
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await act(async () => resolve(page(1)));
    expect(result.current.items).toEqual(['1a', '1b']);
  });

  it('restarts from page 1 when the filters change', async () => {
    const fetchPage = vi.fn(async (p: number) => page(p));
    const { result, rerender } = renderHook(({ k }) => usePagedList<string>(fetchPage, k), {
      initialProps: { k: 'a' },
    });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    await act(() => result.current.loadMore());
    rerender({ k: 'b' });
    await waitFor(() => expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2, 1]));
    await waitFor(() => expect(result.current.items).toEqual(['1a', '1b']));
  });

  it('shows the error and stops asking until retried', async () => {
    const fetchPage = vi.fn(async () => {
      throw { status: -1, title: '网络连接失败，请检查网络', keys: [] };
    });
    const { result } = renderHook(() => usePagedList<string>(fetchPage, 'k'));
    await waitFor(() => expect(result.current.error).toBe('网络连接失败，请检查网络'));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    act(() => result.current.retry());
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
  });
});

describe('useIdempotencyKey (contract: same key -> same trade)', () => {
  it('reuses the key for the same trade, makes a new one after settle or a different trade', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const a = result.current.keyFor('{"amount":"1000.00"}');
    expect(result.current.keyFor('{"amount":"1000.00"}')).toBe(a);
    expect(result.current.keyFor('{"amount":"2000.00"}')).not.toBe(a);
    const b = result.current.keyFor('{"amount":"2000.00"}');
    result.current.settle();
    expect(result.current.keyFor('{"amount":"2000.00"}')).not.toBe(b);
  });

  it('treats a 4xx as definitive (no trade was made) and a network drop or 5xx as retryable', () => {
    expect(isDefinitiveRejection({ status: 400, title: '交易密码错误' })).toBe(true);
    expect(isDefinitiveRejection({ status: 409, title: '' })).toBe(true);
    expect(isDefinitiveRejection({ status: -1, title: '网络连接失败，请检查网络' })).toBe(false);
    expect(isDefinitiveRejection({ status: 502, title: '' })).toBe(false);
  });
});
