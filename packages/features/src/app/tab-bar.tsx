import { AppOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import { NavLink } from 'react-router-dom';
import './tab-bar.css';

/** The main sections reachable from the bottom bar. */
export const APP_TABS = [
  { to: '/', label: '首页', icon: <AppOutline aria-hidden />, end: true },
  { to: '/symbols/funds/', label: '基金', icon: <UnorderedListOutline aria-hidden />, end: false },
  { to: '/accounts/mine/', label: '我的', icon: <UserOutline aria-hidden />, end: false },
];

/** The bottom tab bar of the top-level screens (home, funds market, mine). */
export function AppTabBar() {
  return (
    <nav className="jj-app-tabs" aria-label="主导航">
      {APP_TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className="jj-app-tabs__item">
          {tab.icon}
          <span>{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
