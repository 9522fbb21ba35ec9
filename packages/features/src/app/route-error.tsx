import { EmptyState, ErrorState } from '@jijin/ui';
import { Link } from 'react-router-dom';
import { Page } from './page';
import styles from './page.module.css';

/**
 * What the route error boundary shows: a screen that failed to load (a lazy chunk lost offline)
 * or threw while rendering gets a Chinese message with a retry, never a blank page (the boundary in
 * `router.tsx` logs the error).
 */
export function RouteErrorScreen() {
  return (
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
