import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './link-list.css';

/** One row of a {@link LinkList}. */
export interface LinkListItem {
  to: string;
  label: ReactNode;
  /** Text at the right (a count, a status). */
  extra?: ReactNode;
}

/** A list of navigation rows (real links: focusable, announced as links). */
export function LinkList({ title, items }: { title?: string; items: LinkListItem[] }) {
  return (
    <nav className="jj-link-list" aria-label={title}>
      {title && <h2 className="jj-link-list__title">{title}</h2>}
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>
              <span className="jj-link-list__label">{item.label}</span>
              {item.extra !== undefined && (
                <span className="jj-link-list__extra">{item.extra}</span>
              )}
              <RightOutline aria-hidden className="jj-link-list__arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
