// @vitest-environment jsdom
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedList, pagerOf, type PagedQuery } from '../paged-list';
import { isDefinitiveRejection, useIdempotencyKey } from '../trade-attempt';

const page = (n: number, total = 2) => ({
  current_page: n,
  total_count: total * 2,
  total_page: total,
  results: [`${n}a`, `${n}b`],
});

function list(query: PagedQuery<string>) {
  return render(
    <PagedList query={query} label="记录" itemKey={(s) => s} render={(s) => <span>{s}</span>} />,
  );
}

describe('PagedList over an infinite query (spec 000 §3-4 Pager: page 1 replaces, later pages append, next refused on the last page)', () => {
  it('binds the pages in order, dropping an item a later page repeats, last page from total_page', () => {
    const pager = pagerOf([page(1), { ...page(2), results: ['1b', '2a'] }], (s) => s);
    expect(pager.results).toEqual(['1a', '1b', '2a']);
    expect(pager.isLastPage).toBe(true);
    expect(pagerOf([page(1)]).isLastPage).toBe(false);
  });

  it('shows the rows of every page held, and no request for page 1 of its own', () => {
    const fetchNextPage = vi.fn(async () => ({}));
    list({ data: { pages: [page(1, 1)] }, isError: false, fetchNextPage, refetch: vi.fn() });
    expect(screen.getByRole('list', { name: '记录' })).toHaveTextContent('1a1b');
    expect(fetchNextPage).not.toHaveBeenCalled();
  });

  it('a failed first page shows the message and 重新加载 refetches', async () => {
    const refetch = vi.fn();
    const error = { status: 500, title: '服务器开小差了', keys: [] };
    list({ error, isError: true, fetchNextPage: vi.fn(), refetch });
    screen.getByRole('button', { name: /重新加载/ }).click();
    await waitFor(() => expect(refetch).toHaveBeenCalled());
    expect(screen.getAllByText('服务器开小差了').length).toBeGreaterThan(0);
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
