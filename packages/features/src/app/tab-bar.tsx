import { TabBar } from '@jijin/ui';
import { AppOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate } from 'react-router-dom';

/** The main sections reachable from the bottom bar. */
export const APP_TABS = [
  { key: '/', href: '/', title: '首页', icon: <AppOutline /> },
  {
    key: '/symbols/funds/',
    href: '/symbols/funds/',
    title: '基金',
    icon: <UnorderedListOutline />,
  },
  { key: '/accounts/mine/', href: '/accounts/mine/', title: '我的', icon: <UserOutline /> },
];

/** The tab of a path: the longest tab prefix ('/' only for the home page itself). */
export function activeTab(pathname: string): string {
  const match = APP_TABS.filter((t) => t.key !== '/' && pathname.startsWith(t.key)).sort(
    (a, b) => b.key.length - a.key.length,
  )[0];
  return match?.key ?? (pathname === '/' ? '/' : '');
}

/** The bottom tab bar of the top-level screens (home, funds market, mine), on ui's TabBar. */
export function AppTabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <TabBar items={APP_TABS} activeKey={activeTab(pathname)} onChange={(key) => navigate(key)} />
  );
}
