import { HeaderBar, Spinner } from '@jijin/ui';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useBack } from './back';
import { AppTabBar, useAreaTabs } from './tab-bar';
import { useServices } from './services-context';
import styles from './page.module.css';

/** Props of {@link Page}. */
export interface PageProps {
  /** The page title: header bar, document / host title and the page's h1. */
  title: string;
  children?: ReactNode;
  /** Show the back arrow (default true; never on a top-level page, see {@link Page}). */
  back?: boolean;
  /** Content at the right of the header bar. */
  right?: ReactNode;
  /**
   * Fixed content at the bottom (a submit button). A top-level page (its path is a tab's) gets
   * the tab bar when it gives none.
   */
  footer?: ReactNode;
  className?: string;
}

/**
 * The frame of every screen: the header bar (shown only when the host shows ours —
 * `bridge.showHeader`; hidden in the native apps and the mini-program), the host title, and a
 * `main` landmark. When the header is hidden the title stays as a visually hidden h1. One frame
 * for the top-level pages: a page whose path is a bottom tab's (首页, 基金, 自选, 我的) has no back
 * arrow and shows the tab bar, whichever area draws it.
 */
export function Page({ title, children, back = true, right, footer, className }: PageProps) {
  const { bridge } = useServices();
  const goBack = useBack();
  const topLevel = useIsTopLevel();
  const bottom = footer ?? (topLevel ? <AppTabBar /> : null);
  useEffect(() => {
    bridge.setTitle(title);
  }, [bridge, title]);
  return (
    <div className={[styles.page, className].filter(Boolean).join(' ')}>
      {bridge.showHeader ? (
        <HeaderBar
          className={styles.pageHeader}
          title={title}
          back={back && !topLevel}
          onBack={goBack}
          right={right}
          forceShow
        />
      ) : (
        <h1 className="jj-visually-hidden">{title}</h1>
      )}
      <main className={styles.pageMain}>{children}</main>
      {bottom && <div className={styles.pageFooter}>{bottom}</div>}
    </div>
  );
}

/** Whether the page shown is a top-level one: its path is exactly a bottom tab's path. */
function useIsTopLevel(): boolean {
  const tabs = useAreaTabs();
  const { pathname } = useLocation();
  return tabs.some((t) => t.path === pathname);
}

/** A centred loading indicator for a screen waiting for its first answer. */
export function PageLoading({ label = '加载中' }: { label?: string }) {
  return (
    <div className={styles.pageLoading} role="status" aria-label={label}>
      <Spinner color="primary" />
    </div>
  );
}
