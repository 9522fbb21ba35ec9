import { Button } from 'antd-mobile';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils/cx';
import './state-block.css';

export interface EmptyStateProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'title' | 'children'
> {
  /** Default 暂无数据 */
  title?: ReactNode;
  description?: ReactNode;
  /** An optional action, e.g. a 去逛逛 button. */
  action?: ReactNode;
  /** Override the illustration. */
  image?: ReactNode;
}

function EmptyImage() {
  return (
    <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="64" rx="36" ry="6" fill="var(--jj-border)" />
      <rect
        x="22"
        y="14"
        width="52"
        height="40"
        rx="4"
        fill="none"
        stroke="var(--jj-text-weak)"
        strokeWidth="2"
      />
      <path d="M22 28h16l4 6h12l4-6h16" fill="none" stroke="var(--jj-text-weak)" strokeWidth="2" />
    </svg>
  );
}

/** An empty list or page: illustration, 暂无数据 and an optional action. */
export function EmptyState({
  title = '暂无数据',
  description,
  action,
  image,
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div {...rest} className={cx('jj-state', className)}>
      {image ?? <EmptyImage />}
      <p className="jj-state__title">{title}</p>
      {description && <p className="jj-state__desc">{description}</p>}
      {action}
    </div>
  );
}

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Default 加载失败 */
  title?: ReactNode;
  /** e.g. 网络连接失败，请检查网络 (core's REQUEST_MESSAGES). */
  description?: ReactNode;
  /** When given, a 重新加载 button is shown. */
  onRetry?: () => void;
  /** Default 重新加载 */
  retryText?: ReactNode;
}

function ErrorImage() {
  return (
    <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="64" rx="36" ry="6" fill="var(--jj-border)" />
      <circle cx="48" cy="32" r="22" fill="none" stroke="var(--jj-text-weak)" strokeWidth="2" />
      <path
        d="M48 20v15M48 41v3"
        stroke="var(--jj-text-weak)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A failed load: illustration, message and 重新加载. */
export function ErrorState({
  title = '加载失败',
  description,
  onRetry,
  retryText = '重新加载',
  className,
  ...rest
}: ErrorStateProps) {
  return (
    <div role="alert" {...rest} className={cx('jj-state', 'jj-state--error', className)}>
      <ErrorImage />
      <p className="jj-state__title">{title}</p>
      {description && <p className="jj-state__desc">{description}</p>}
      {onRetry && (
        <Button size="small" color="primary" fill="outline" onClick={onRetry}>
          {retryText}
        </Button>
      )}
    </div>
  );
}
