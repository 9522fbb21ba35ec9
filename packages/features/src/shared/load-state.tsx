import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { ApiErrorData } from '../app/base-api';
import './fund-screens.css';

interface QueryLike {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * Loading, error-with-retry or content for one RTK Query result. The error shows the API's
 * message (core's ApiError title) and a 重试 button.
 */
export function LoadState({ query, children, empty }: { query: QueryLike; children: ReactNode; empty?: boolean }) {
  if (query.isLoading) {
    return (
      <div className="jj-load-state" role="status" aria-live="polite">
        <DotLoading /> 加载中
      </div>
    );
  }
  if (query.isError) {
    const title = (query.error as Partial<ApiErrorData> | undefined)?.title || '数据请求失败，请稍后重试';
    return (
      <div className="jj-load-state" role="alert">
        <ErrorBlock status="default" title={title} description="" />
        <Button size="small" onClick={() => void query.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className="jj-load-state">
        <ErrorBlock status="empty" title="暂无数据" description="" />
      </div>
    );
  }
  return <>{children}</>;
}
