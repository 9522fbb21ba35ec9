import { EmptyState, ErrorState } from '@jijin/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageLoading } from '../app/page';
import { errorMessage, isConditionError, useErrorToast } from './errors';

/** Props of {@link QueryState}. */
export interface QueryStateProps<T> {
  /** The RTK Query hook result (`data`, `error`, `isLoading`, `refetch`). */
  query: { data?: T; error?: unknown; isLoading: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
  /**
   * Wraps the loading and error states, e.g. in an `<li>` when the data renders list items
   * inside a `<ul>` (axe: a list holds only `<li>`).
   */
  wrap?: (state: ReactNode) => ReactNode;
  /**
   * The next step when the answer is a condition of the investor (`isConditionError`: a 403 / 404
   * with `errors`, e.g. 去买入 for a portfolio not held, 申请开店 without a store).
   */
  next?: ReactNode;
  /** The data is there but has nothing to show: ui's EmptyState (暂无数据) instead of `children`. */
  empty?: boolean | ((data: T) => boolean);
}

/**
 * Renders a query's three states: loading, the error with its Chinese message and 重试, or the
 * data; a failure also toasts its message (spec 000 §8, 001 §8). A 401 renders nothing extra:
 * the app's 401 rule takes the user to login. A condition of the investor (a 403 / 404 whose
 * `errors` name it) is an empty state with the server's words and the screen's `next` step, not
 * a failure: no 重试, no toast.
 */
export function QueryState<T>({
  query,
  children,
  wrap = (n) => n,
  next,
  empty,
}: QueryStateProps<T>) {
  useErrorToast(query.data === undefined ? query.error : undefined);
  if (query.isLoading || (query.data === undefined && !query.error)) {
    return <>{wrap(<PageLoading />)}</>;
  }
  if (query.data === undefined && isConditionError(query.error)) {
    return <>{wrap(<EmptyState title={errorMessage(query.error)} action={next} />)}</>;
  }
  if (query.data === undefined) {
    return (
      <>
        {wrap(
          <ErrorState
            description={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
          />,
        )}
      </>
    );
  }
  if (typeof empty === 'function' ? empty(query.data) : empty) return <>{wrap(<EmptyState />)}</>;
  return <>{children(query.data)}</>;
}

/**
 * {@link QueryState} for content that reads the query's data itself (children as nodes, not a
 * function): the same loading, failure, condition and `empty` states, from the one component.
 */
export function LoadState({
  query,
  children,
  empty,
  next,
}: {
  query: { data?: unknown; error?: unknown; isLoading: boolean; refetch: () => unknown };
  children: ReactNode;
  empty?: boolean;
  next?: ReactNode;
}) {
  return (
    <QueryState query={query} empty={empty} next={next}>
      {() => children}
    </QueryState>
  );
}

/** A condition's next step (QueryState's and LoadState's `next`): a link shown as a button. */
export function NextStep({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="adm-button adm-button-primary adm-button-shape-rounded">
      {children}
    </Link>
  );
}
