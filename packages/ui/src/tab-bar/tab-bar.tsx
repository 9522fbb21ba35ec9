import { Badge } from 'antd-mobile';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils/cx';
import './tab-bar.css';

/** One tab of a {@link TabBar}. */
export interface TabBarItem {
  key: string;
  title: string;
  icon?: ReactNode | ((active: boolean) => ReactNode);
  /** A dot (`true`) or a count/text badge. */
  badge?: boolean | number | string;
  /** When given the tab is a link (the app's router may intercept it). */
  href?: string;
}

export interface TabBarProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  items: readonly TabBarItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** Accessible name. Default 主导航 */
  'aria-label'?: string;
}

/**
 * The bottom tab bar (首页, 基金, 自选, 我的 …): a nav of links or buttons with the active
 * tab marked aria-current="page", badges from antd-mobile, safe-area padding.
 */
export function TabBar({
  items,
  activeKey,
  onChange,
  className,
  'aria-label': ariaLabel = '主导航',
  ...rest
}: TabBarProps) {
  return (
    <nav {...rest} aria-label={ariaLabel} className={cx('jj-tab-bar', className)}>
      {items.map((item) => {
        const active = item.key === activeKey;
        const icon = typeof item.icon === 'function' ? item.icon(active) : item.icon;
        const badge =
          item.badge === true
            ? Badge.dot
            : item.badge === false || item.badge === undefined
              ? undefined
              : item.badge;
        const inner = (
          <>
            {icon && (
              <Badge content={badge} className="jj-tab-bar__badge">
                <span className="jj-tab-bar__icon" aria-hidden="true">
                  {icon}
                </span>
              </Badge>
            )}
            <span className="jj-tab-bar__title">{item.title}</span>
          </>
        );
        const props = {
          className: cx('jj-tab-bar__item', active && 'jj-tab-bar__item--active'),
          'aria-current': active ? ('page' as const) : undefined,
        };
        return item.href ? (
          <a
            key={item.key}
            href={item.href}
            {...props}
            onClick={(e) => {
              e.preventDefault();
              onChange(item.key);
            }}
          >
            {inner}
          </a>
        ) : (
          <button key={item.key} type="button" {...props} onClick={() => onChange(item.key)}>
            {inner}
          </button>
        );
      })}
    </nav>
  );
}
