import { ErrorState } from '@jijin/ui';
import type { ReactNode } from 'react';
import { PageLoading } from '../app/page';
import { errorMessage, useErrorToast } from './errors';

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
}

/**
 * Renders a query's three states: loading, the error with its Chinese message and 重试, or the
 * data; a failure also toasts its message (spec 000 §8, 001 §8). A 401 renders nothing extra:
 * the app's 401 rule takes the user to login.
 */
export function QueryState<T>({ query, children, wrap = (n) => n }: QueryStateProps<T>) {
  useErrorToast(query.data === undefined ? query.error : undefined);
  if (query.isLoading || (query.data === undefined && !query.error)) {
    return <>{wrap(<PageLoading />)}</>;
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
  return <>{children(query.data)}</>;
}
