import { EmptyState, ErrorState } from '@jijin/ui';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Page } from './page';
import styles from './page.module.css';

/**
 * The route error boundary: a screen that failed to load (a lazy chunk lost offline) or threw
 * while rendering shows a Chinese message with a retry, never a blank page.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return notFound ? (
    <NotFoundScreen />
  ) : (
    <Page title="页面出错了">
      <ErrorState
        title="页面加载失败"
        description="网络连接失败或页面出错，请稍后重试"
        onRetry={() => window.location.reload()}
      />
    </Page>
  );
}

/** Any path no area claims. */
export function NotFoundScreen() {
  return (
    <Page title="页面不存在">
      <EmptyState title="页面不存在" description="您访问的页面不存在或已下线" />
      <div className={styles.actions}>
        <Link to="/">返回首页</Link>
      </div>
    </Page>
  );
}
