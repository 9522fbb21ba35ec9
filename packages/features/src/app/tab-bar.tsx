import { createContext, useContext, type ReactNode } from 'react';
import { TabBar } from '@jijin/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AreaTab } from './area';

const TabsContext = createContext<readonly AreaTab[]>([]);

/**
 * Provides the bottom-tab entries the app's areas declare (`composeTabs(areas, client)`); the
 * frame knows no area, so the tabs come in from the shell (`startApp` / {@link AppRoot}).
 */
export function AreaTabsProvider({
  tabs,
  children,
}: {
  tabs: readonly AreaTab[];
  children: ReactNode;
}) {
  return <TabsContext.Provider value={tabs}>{children}</TabsContext.Provider>;
}

/** The composed tab entries (empty outside {@link AreaTabsProvider}). */
export function useAreaTabs(): readonly AreaTab[] {
  return useContext(TabsContext);
}

/**
 * The tab of a path: the longest tab path the pathname starts with; the home tab `/` only for
 * the home page itself; `''` when no tab matches.
 */
export function activeTab(pathname: string, tabs: readonly AreaTab[]): string {
  const match = tabs
    .filter((t) => t.path !== '/' && pathname.startsWith(t.path))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (match) return match.path;
  return pathname === '/' && tabs.some((t) => t.path === '/') ? '/' : '';
}

/** The bottom tab bar of the top-level screens, on ui's TabBar, with the areas' tab entries. */
export function AppTabBar() {
  const tabs = useAreaTabs();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (tabs.length === 0) return null;
  const items = tabs.map((t) => ({ key: t.path, href: t.path, title: t.label, icon: t.icon }));
  return (
    <TabBar items={items} activeKey={activeTab(pathname, tabs)} onChange={(key) => navigate(key)} />
  );
}
