import { INFINITE_SCROLL_DISTANCE_PX, INFINITE_SCROLL_THROTTLE_MS } from '@jijin/core/constants';
import { isPagerLoading, nextPage, type PagerState } from '@jijin/core/lists';
import { Button, DotLoading, PullToRefresh } from 'antd-mobile';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type Key,
  type ReactNode,
} from 'react';
import { EmptyState } from '../state-block/state-block';
import { cx } from '../utils/cx';
import './infinite-list.css';

export interface InfiniteListProps<T> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Core's pager state (results, page, isLastPage, lastRequestedPage). */
  pager: PagerState<T>;
  /**
   * Load a 1-based page: the screen requests it (core's `requestPage`), fetches it and binds it
   * (core's `bindPage`), so the next render has the new `pager`. Reject to show 加载失败.
   */
  loadPage: (page: number) => Promise<unknown>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => Key;
  /** Pull to refresh: reload page 1. Omit to disable pulling. */
  onRefresh?: () => Promise<unknown>;
  /** Shown when the first page came back empty. Default {@link EmptyState}. */
  empty?: ReactNode;
  /** Trigger distance in px. Default 120. */
  threshold?: number;
  /** Minimum time between loads in ms. Default 500. */
  throttleMs?: number;
  /** The scrolling ancestor; default the viewport. */
  getScrollRoot?: () => Element | null;
  /** Accessible name of the list. */
  'aria-label'?: string;
}

/**
 * A list that loads the next page of core's pager when its end comes within 120 px of the
 * bottom (IntersectionObserver), at most once per 500 ms, stops on the last page
 * (没有更多了), and reloads on pull to refresh (antd-mobile PullToRefresh).
 */
export function InfiniteList<T>({
  pager,
  loadPage,
  renderItem,
  itemKey,
  onRefresh,
  empty,
  threshold = INFINITE_SCROLL_DISTANCE_PX,
  throttleMs = INFINITE_SCROLL_THROTTLE_MS,
  getScrollRoot,
  className,
  'aria-label': ariaLabel,
  ...rest
}: InfiniteListProps<T>) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(false);
  /** The page whose load failed (retried by 点击重试), or null. */
  const [failedPage, setFailedPage] = useState<number | null>(null);
  const failed = failedPage !== null;
  const lastLoadAt = useRef(-Infinity);
  const trailing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const visible = useRef(false);
  const next = nextPage(pager);
  // Our own in-flight flag gates loads; core's isPagerLoading (requested = loaded + 1) only
  // feeds aria-busy, since a failed request leaves it set until the page is bound.
  const busy = loading;
  const pagerLoading = loading || isPagerLoading(pager);

  const state = useRef({ next, busy, failed, loadPage, throttleMs });
  state.current = { next, busy, failed, loadPage, throttleMs };
  const scrollRootRef = useRef(getScrollRoot);
  scrollRootRef.current = getScrollRoot;

  const tryLoad = useCallback(async () => {
    const s = state.current;
    if (!visible.current || s.next === null || s.busy || s.failed) return;
    const wait = lastLoadAt.current + s.throttleMs - Date.now();
    if (wait > 0) {
      if (!trailing.current) {
        trailing.current = setTimeout(() => {
          trailing.current = undefined;
          void tryLoad();
        }, wait);
      }
      return;
    }
    lastLoadAt.current = Date.now();
    await run(s.next);
  }, []);

  const run = async (page: number) => {
    setLoading(true);
    state.current.busy = true;
    try {
      await state.current.loadPage(page);
    } catch {
      setFailedPage(page);
    } finally {
      setLoading(false);
    }
  };

  // Re-observe whenever a page lands: the observer then reports whether the end is still near
  // (a short first page), which triggers the next load without any scrolling.
  useEffect(() => {
    const el = sentinelRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        visible.current = entries.some((e) => e.isIntersecting);
        void tryLoad();
      },
      { root: scrollRootRef.current?.() ?? null, rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [pager.page, pager.results.length, threshold, tryLoad, loading, failed]);

  useEffect(() => () => clearTimeout(trailing.current), []);

  // The failed request stays "loading" in core's pager (requested = loaded + 1), so nextPage()
  // refuses it; a retry asks for the same page again directly.
  const retry = () => {
    const page = failedPage;
    setFailedPage(null);
    if (page !== null) {
      lastLoadAt.current = Date.now();
      void run(page);
    }
  };
  const done = pager.page > 0 && pager.isLastPage;

  const isEmpty = pager.page >= 1 && pager.results.length === 0 && pager.isLastPage;

  const list = (
    <div {...rest} className={cx('jj-infinite-list', className)}>
      {isEmpty ? (
        (empty ?? <EmptyState />)
      ) : (
        <div role="list" aria-label={ariaLabel} aria-busy={pagerLoading && !failed}>
          {pager.results.map((item, i) => (
            <div role="listitem" key={itemKey(item, i)}>
              {renderItem(item, i)}
            </div>
          ))}
        </div>
      )}
      <div ref={sentinelRef} className="jj-infinite-list__footer">
        {failed ? (
          <span role="alert">
            加载失败
            <Button size="mini" fill="none" color="primary" onClick={retry}>
              点击重试
            </Button>
          </span>
        ) : done ? (
          !isEmpty && <span>没有更多了</span>
        ) : (
          <span role="status">
            加载中
            <DotLoading />
          </span>
        )}
      </div>
    </div>
  );

  if (!onRefresh) return list;
  return (
    <PullToRefresh
      onRefresh={async () => {
        setFailedPage(null);
        await onRefresh();
      }}
      pullingText="下拉刷新"
      canReleaseText="释放立即刷新"
      refreshingText="刷新中…"
      completeText="刷新成功"
    >
      {list}
    </PullToRefresh>
  );
}
