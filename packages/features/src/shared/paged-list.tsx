import { bindPage, createPager, nextPage, type PagerState } from '@jijin/core';
import { Button, InfiniteScroll } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Page } from './fund-model';
import { errorTitle } from './trade-attempt';
import './fund-screens.css';

/** Infinite scroll trigger and throttle (spec 000 §9: 120 px from the bottom, 500 ms). */
export const SCROLL_THRESHOLD_PX = 120;
export const SCROLL_THROTTLE_MS = 500;

/**
 * A pager-driven list (core's pager: page 1 replaces, later pages append, next refused on the
 * last page). `fetchPage` is called with 1-based pages; `resetKey` restarts from page 1.
 */
export function usePagedList<T>(
  fetchPage: (page: number, page_size: number) => Promise<Page<T>>,
  resetKey: string,
  options: { pageSize?: number; keyOf?: (item: T) => unknown } = {},
) {
  const pageSize = options.pageSize ?? 20;
  const [pager, setPager] = useState<PagerState<T>>(() => createPager<T>(pageSize));
  const [error, setError] = useState<string | null>(null);
  const ref = useRef(pager);
  ref.current = pager;
  const generation = useRef(0);
  const lastCall = useRef(0);
  const inflight = useRef<Promise<void> | null>(null);
  const keyOf = options.keyOf;

  useEffect(() => {
    generation.current += 1;
    inflight.current = null;
    const fresh = createPager<T>(pageSize);
    ref.current = fresh;
    setPager(fresh);
    setError(null);
  }, [resetKey, pageSize]);

  const loadMore = useCallback((): Promise<void> => {
    if (inflight.current) return inflight.current;
    const page = nextPage(ref.current);
    if (page === null) return Promise.resolve();
    const gen = generation.current;
    const run = async () => {
      const wait = lastCall.current + SCROLL_THROTTLE_MS - Date.now();
      if (wait > 0 && page > 1) await new Promise((r) => setTimeout(r, wait));
      lastCall.current = Date.now();
      try {
        const data = await fetchPage(page, pageSize);
        if (gen !== generation.current) return;
        const next = bindPage(ref.current, data, keyOf);
        ref.current = next;
        setPager(next);
      } catch (e) {
        if (gen === generation.current) setError(errorTitle(e));
      }
    };
    const p = run().finally(() => {
      if (inflight.current === p) inflight.current = null;
    });
    inflight.current = p;
    return p;
  }, [fetchPage, pageSize, keyOf]);

  // The first page loads at once (and again after a reset); later pages on scroll.
  useEffect(() => {
    if (pager.page === 0 && !error) void loadMore();
  }, [pager.page, error, loadMore]);

  const hasMore = !error && !(pager.page > 0 && pager.isLastPage);
  return { items: pager.results, pager, hasMore, loadMore, error, retry: () => setError(null) };
}

export interface PagedListProps<T> {
  list: ReturnType<typeof usePagedList<T>>;
  render: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  emptyText?: string;
}

/** Renders a {@link usePagedList} with infinite scroll (120 px), empty and error-with-retry states. */
export function PagedList<T>({ list, render, label, emptyText = '暂无数据' }: PagedListProps<T>) {
  return (
    <>
      <ul className="jj-rows" aria-label={label}>
        {list.items.map((item, i) => render(item, i))}
      </ul>
      {list.error ? (
        <div role="alert" className="jj-load-state">
          <p>{list.error}</p>
          <Button size="small" onClick={list.retry}>
            重试
          </Button>
        </div>
      ) : (
        <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} threshold={SCROLL_THRESHOLD_PX}>
          {list.hasMore ? '加载中…' : list.items.length === 0 ? emptyText : '没有更多了'}
        </InfiniteScroll>
      )}
    </>
  );
}
