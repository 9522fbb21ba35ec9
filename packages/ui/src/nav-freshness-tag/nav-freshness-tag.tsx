import { NO_NAV_LABEL, staleNavLabel } from '@jijin/core/status';
import type { HTMLAttributes } from 'react';
import { colorTokenVar } from '../utils/color-token';
import { cx } from '../utils/cx';
import '../styles/tag.css';

export interface NavFreshnessTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The fund's `nav_stale` (the backend applies core's `navFreshness`). */
  stale: boolean | null | undefined;
  /** The fund's `net_value_date` (YYYY-MM-DD); null when it has no NAV. */
  navDate: string | null | undefined;
}

/**
 * The tag of a fund whose NAV is not current: `净值未更新（MM-DD）` with the NAV's date, or
 * `暂无净值数据` without one; nothing when the NAV is fresh. Orange, like other warnings.
 * @see packages/core README "Freshness"
 */
export function NavFreshnessTag({
  stale,
  navDate,
  className,
  style,
  ...rest
}: NavFreshnessTagProps) {
  if (!stale) return null;
  return (
    <span
      {...rest}
      className={cx('jj-tag', className)}
      data-color="orange"
      style={{ color: colorTokenVar('orange'), ...style }}
    >
      {navDate ? staleNavLabel(navDate) : NO_NAV_LABEL}
    </span>
  );
}
