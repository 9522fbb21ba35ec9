import { EmptyState, ErrorState } from '@jijin/ui';
import { DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { errorMessage, isConditionError, useErrorToast } from './errors';
import styles from './load-state.module.css';

interface QueryLike {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * Loading, error-with-retry (ui's ErrorState with the API's Chinese message, spec 000 §8) or the
 * content of one RTK Query result; `empty` shows ui's EmptyState (暂无数据). A failure also
 * shows its message as a toast (spec 000 §8, 001 §8); a condition of the investor (a 403 / 404
 * with `errors`) is an empty state with `next`, as in QueryState.
 */
export function LoadState({
  query,
  children,
  empty,
  next,
}: {
  query: QueryLike;
  children: ReactNode;
  empty?: boolean;
  /** The next step of a condition (see QueryState's `next`). */
  next?: ReactNode;
}) {
  useErrorToast(query.isError ? query.error : undefined);
  if (query.isLoading) {
    return (
      <div className={styles.loadState} role="status" aria-live="polite">
        <DotLoading /> 加载中
      </div>
    );
  }
  if (query.isError && isConditionError(query.error)) {
    return <EmptyState title={errorMessage(query.error)} action={next} />;
  }
  if (query.isError) {
    return (
      <ErrorState description={errorMessage(query.error)} onRetry={() => void query.refetch()} />
    );
  }
  if (empty) return <EmptyState />;
  return <>{children}</>;
}
