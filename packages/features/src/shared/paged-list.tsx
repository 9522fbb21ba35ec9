import { bindPage, createPager, requestPage, type PagerState } from '@jijin/core';
import { EmptyState, ErrorState, InfiniteList } from '@jijin/ui';
import { useCallback, useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import type { PagedResponse } from '@jijin/core';
import { errorTitle } from './trade-attempt';
import styles from './paged-list.module.css';

/**
 * A pager-driven list on core's pager (spec 000 §3-4: page 1 replaces, later pages append, next
 * refused on the last page). `fetchPage` is called with 1-based pages; a change of `resetKey`
 * (the filters) restarts from page 1. Page 1 loads at once; ui's InfiniteList asks for the next
 * pages within 120 px of the end (500 ms throttle).
 */
export function usePagedList<T>(
  fetchPage: (page: number, page_size: number) => Promise<PagedResponse<T>>,
  resetKey: string,
  options: { pageSize?: number; keyOf?: (item: T) => unknown } = {},
) {
  const pageSize = options.pageSize ?? 20;
  const [pager, setPager] = useState<PagerState<T>>(() => createPager<T>(pageSize));
  const [error, setError] = useState<string | null>(null);
  const ref = useRef(pager);
  ref.current = pager;
  const generation = useRef(0);
  const inflight = useRef<{ page: number; promise: Promise<void> } | null>(null);
  const keyOf = options.keyOf;

  useEffect(() => {
    generation.current += 1;
    inflight.current = null;
    const fresh = createPager<T>(pageSize);
    ref.current = fresh;
    setPager(fresh);
    setError(null);
  }, [resetKey, pageSize]);

  /** Loads one page (a page already loading is not asked twice). Rejects with the message. */
  const loadPage = useCallback(
    (page: number): Promise<void> => {
      if (inflight.current?.page === page) return inflight.current.promise;
      const gen = generation.current;
      ref.current = requestPage(ref.current, page);
      const run = async () => {
        try {
          const data = await fetchPage(page, pageSize);
          if (gen !== generation.current) return;
          const next = bindPage(ref.current, data, keyOf);
          ref.current = next;
          setPager(next);
          setError(null);
        } catch (e) {
          if (gen === generation.current) setError(errorTitle(e));
          throw new Error(errorTitle(e), { cause: e });
        }
      };
      const promise: Promise<void> = run().finally(() => {
        if (inflight.current?.promise === promise) inflight.current = null;
      });
      inflight.current = { page, promise };
      return promise;
    },
    [fetchPage, pageSize, keyOf],
  );

  // The first page loads at once (and again after a reset or a retry).
  useEffect(() => {
    if (pager.page === 0 && !error) loadPage(1).catch(() => undefined);
  }, [pager.page, error, loadPage]);

  const loadMore = useCallback(() => {
    const p = ref.current;
    if (p.page > 0 && p.isLastPage) return Promise.resolve();
    return loadPage(p.page + 1);
  }, [loadPage]);

  const hasMore = !(pager.page > 0 && pager.isLastPage);
  return {
    items: pager.results,
    pager,
    hasMore,
    loadPage,
    loadMore,
    error,
    retry: () => setError(null),
  };
}

export interface PagedListProps<T> {
  list: ReturnType<typeof usePagedList<T>>;
  render: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => Key;
  /** Accessible name of the list. */
  label: string;
  emptyText?: string;
}

/**
 * Renders a {@link usePagedList} with ui's InfiniteList; a failed first page shows ui's
 * ErrorState with the API's message and 重新加载.
 */
export function PagedList<T>({
  list,
  render,
  itemKey,
  label,
  emptyText = '暂无数据',
}: PagedListProps<T>) {
  if (list.error && list.pager.page === 0) {
    return <ErrorState description={list.error} onRetry={list.retry} />;
  }
  return (
    <InfiniteList
      className={styles.pagedList}
      pager={list.pager}
      loadPage={list.loadPage}
      renderItem={render}
      itemKey={itemKey}
      empty={<EmptyState title={emptyText} />}
      aria-label={label}
    />
  );
}
