import { HeaderBar, Spinner } from '@jijin/ui';
import { useEffect, type ReactNode } from 'react';
import { useBack } from './back';
import { useServices } from './services-context';
import styles from './page.module.css';

/** Props of {@link Page}. */
export interface PageProps {
  /** The page title: header bar, document / host title and the page's h1. */
  title: string;
  children?: ReactNode;
  /** Show the back arrow (default true). */
  back?: boolean;
  /** Content at the right of the header bar. */
  right?: ReactNode;
  /** Fixed content at the bottom (a tab bar, a submit button). */
  footer?: ReactNode;
  className?: string;
}

/**
 * The frame of every screen: the header bar (shown only when the host shows ours —
 * `bridge.showHeader`; hidden in the native apps and the mini-program), the host title, and a
 * `main` landmark. When the header is hidden the title stays as a visually hidden h1.
 */
export function Page({ title, children, back = true, right, footer, className }: PageProps) {
  const { bridge } = useServices();
  const goBack = useBack();
  useEffect(() => {
    bridge.setTitle(title);
  }, [bridge, title]);
  return (
    <div className={[styles.page, className].filter(Boolean).join(' ')}>
      {bridge.showHeader ? (
        <HeaderBar
          className={styles.pageHeader}
          title={title}
          back={back}
          onBack={goBack}
          right={right}
          forceShow
        />
      ) : (
        <h1 className="jj-visually-hidden">{title}</h1>
      )}
      <main className={styles.pageMain}>{children}</main>
      {footer && <div className={styles.pageFooter}>{footer}</div>}
    </div>
  );
}

/** A centred loading indicator for a screen waiting for its first answer. */
export function PageLoading({ label = '加载中' }: { label?: string }) {
  return (
    <div className={styles.pageLoading} role="status" aria-label={label}>
      <Spinner color="primary" />
    </div>
  );
}
