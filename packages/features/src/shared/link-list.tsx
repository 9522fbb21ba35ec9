import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './link-list.module.css';

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
    <nav className={styles.linkList} aria-label={title}>
      {title && <h2 className={styles.linkListTitle}>{title}</h2>}
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>
              <span className={styles.linkListLabel}>{item.label}</span>
              {item.extra !== undefined && (
                <span className={styles.linkListExtra}>{item.extra}</span>
              )}
              <RightOutline aria-hidden className={styles.linkListArrow} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
