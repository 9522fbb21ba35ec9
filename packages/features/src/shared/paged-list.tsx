import { bindPage, createPager, type PagedResponse, type PagerState } from '@jijin/core/lists';
import { EmptyState, ErrorState, InfiniteList } from '@jijin/ui';
import { useMemo, type Key, type ReactNode } from 'react';
import { errorMessage, useErrorToast } from './errors';
import styles from './paged-list.module.css';

/**
 * What {@link PagedList} reads of an RTK Query infinite query result (an endpoint
 * `<operationId>Pages`, see `app/contract-api.ts`): its pages, error and page loading.
 */
export interface PagedQuery<T> {
  data?: { pages: readonly PagedResponse<T>[] };
  error?: unknown;
  isError: boolean;
  fetchNextPage: () => Promise<{ isError?: boolean; error?: unknown }>;
  refetch: () => unknown;
}

/**
 * Core's pager state over the pages an infinite query holds (spec 000 §3: page 1 replaces, the
 * next page appends, an item whose key is already held is dropped).
 * @param pages the pages in order
 * @param keyOf optional identity of an item
 */
export function pagerOf<T>(
  pages: readonly PagedResponse<T>[],
  keyOf?: (item: T) => unknown,
): PagerState<T> {
  return pages.reduce<PagerState<T>>(
    (state, page) => bindPage(state, page, keyOf),
    createPager<T>(Math.max(1, pages[0]?.results.length ?? 1)),
  );
}

export interface PagedListProps<T> {
  /** The infinite query's hook result, e.g. `useListFundTradesPagesInfiniteQuery(args)`. */
  query: PagedQuery<T>;
  render: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => Key;
  /** Identity of an item, to drop one a later page repeats. */
  keyOf?: (item: NoInfer<T>) => unknown;
  /** Accessible name of the list. */
  label: string;
  emptyText?: string;
}

/**
 * A paged list in RTK Query's cache (spec 000 §3-4: page 1 replaces, later pages append, next
 * refused on the last page): ui's InfiniteList over an infinite query's pages, asking for the
 * next page within 120 px of the end. The list is in the cache, so a mutation invalidating its
 * tags (a buy invalidates `SharedTrades`) refetches it in place. A failed first page shows ui's
 * ErrorState with the API's message and 重新加载 (and a toast, spec 000 §8).
 */
export function PagedList<T>({
  query,
  render,
  itemKey,
  keyOf,
  label,
  emptyText = '暂无数据',
}: PagedListProps<T>) {
  const pages = query.data?.pages;
  const pager = useMemo(() => pagerOf(pages ?? [], keyOf), [pages, keyOf]);
  useErrorToast(pages === undefined && query.isError ? query.error : undefined);
  if (pages === undefined && query.isError) {
    return (
      <ErrorState description={errorMessage(query.error)} onRetry={() => void query.refetch()} />
    );
  }
  const loadPage = async (page: number) => {
    if (page === 1) return;
    const result = await query.fetchNextPage();
    if (result.isError) throw new Error(errorMessage(result.error), { cause: result.error });
  };
  return (
    <InfiniteList
      className={styles.pagedList}
      pager={pages === undefined ? { ...pager, lastRequestedPage: 1 } : pager}
      loadPage={loadPage}
      renderItem={render}
      itemKey={itemKey}
      empty={<EmptyState title={emptyText} />}
      aria-label={label}
    />
  );
}

/** The identity of a row with an `id` (a list's `keyOf`). */
export const byId = (item: { id: number }): number => item.id;
