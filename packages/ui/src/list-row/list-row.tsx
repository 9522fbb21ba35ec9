import { List } from 'antd-mobile';
import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../utils/cx';
import './list-row.css';

/** Props of {@link ListRow}. */
export interface ListRowProps {
  /**
   * The row's name (a fund's name, a portfolio's title): the link's text when `href` is set, else
   * in an element of its own (apart from the description).
   */
  title: ReactNode;
  /** A second line under the title (code, type, a date). */
  description?: ReactNode;
  /** The figures at the right (a return, a NAV); beside the link, not part of its name. */
  extra?: ReactNode;
  /**
   * Where the row leads. The whole row is the link's hit area; the link's accessible name is the
   * title. Without it the row is plain.
   */
  href?: string;
  /**
   * Called on a tap of the link; the app's router intercepts it (`event.preventDefault()` then
   * navigate). Without it the browser follows `href`.
   */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * What stands at the left, outside the link's name (a tap on it follows the link): a rank, a
   * decorative picture (a manager's avatar; give it an empty `alt` or `aria-hidden`), or a control
   * (a checkbox; give it `position: relative; z-index: 1` to lift it above the link).
   */
  prefix?: ReactNode;
  /** Controls at the far right that stay tappable on their own (加自选), above the row's link. */
  action?: ReactNode;
  className?: string;
}

/**
 * One row of a list of things (funds, portfolios, strategies, holdings): an antd-mobile
 * `List.Item` with a title, a description line, figures at the right and an arrow, the whole row
 * a link when `href` is set — a cell, not an underlined web link. Each row is a `listitem`; place
 * rows in {@link ListRows}.
 */
export function ListRow({
  title,
  description,
  extra,
  href,
  onNavigate,
  action,
  prefix,
  className,
}: ListRowProps) {
  const titleNode = href ? (
    <a
      className="jj-list-row__link"
      href={href}
      onClick={onNavigate ? (event) => onNavigate(href, event) : undefined}
    >
      {title}
    </a>
  ) : (
    <span className="jj-list-row__title">{title}</span>
  );
  return (
    <div role="listitem" className="jj-list-row__item">
      <List.Item
        className={cx('jj-list-row', href && 'jj-list-row--link', className)}
        description={description}
        prefix={prefix}
        arrow={href ? true : false}
        extra={
          extra !== undefined || action !== undefined ? (
            <span className="jj-list-row__extra">
              {extra !== undefined && <span className="jj-list-row__figures">{extra}</span>}
              {action !== undefined && <span className="jj-list-row__action">{action}</span>}
            </span>
          ) : undefined
        }
      >
        {titleNode}
      </List.Item>
    </div>
  );
}

/** Props of {@link ListRows}. */
export interface ListRowsProps {
  /** Text above the rows (antd-mobile's list header); the caller's section carries the name. */
  header?: ReactNode;
  /** The list's accessible name (`aria-label`), e.g. 持有基金, when no visible heading names it. */
  label?: string;
  /** Inside a padded card: no side padding and no rules above the first and below the last row. */
  flush?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * A list of {@link ListRow}s: antd-mobile `List` on the card background, hairlines between; a
 * `role="list"` (named by `label`) whose items are the rows.
 */
export function ListRows({ header, label, flush, children, className }: ListRowsProps) {
  return (
    <div role="list" aria-label={label} className="jj-list-rows__frame">
      <List
        header={header}
        className={cx('jj-list-rows', flush && 'jj-list-rows--flush', className)}
      >
        {children}
      </List>
    </div>
  );
}
