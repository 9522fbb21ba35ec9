import { formatDate, formatMoney } from '@jijin/core';
import { FIXED_INVESTMENT_STATUS, findStatus } from '@jijin/core/status';
import { fixedInvestDayLabel } from '@jijin/core/trade';
import { appPaths } from '../../app/routes/index';
import type { FixedInvestment } from '@jijin/core/api';
import { ListRowLink } from '../../shared/list-row-link';
import styles from '../account-funds.module.css';

/** 每月8日 / 每周三 — the plan's schedule (core's label). */
export function scheduleLabel(p: Pick<FixedInvestment, 'period_unit' | 'trade_day'>): string {
  try {
    return fixedInvestDayLabel(p.period_unit, p.trade_day);
  } catch {
    return '--';
  }
}

/**
 * One fixed-investment plan as a list cell (ui's `ListRow`; place it in `ListRows`, or in a
 * `PagedRow` inside a paged list): fund (the link's name), schedule and amount, the status (orange
 * while it runs) and the next deduction; opens the plan's detail.
 */
export function FixedRow({ p }: { p: FixedInvestment }) {
  const status = findStatus(FIXED_INVESTMENT_STATUS, p.status);
  return (
    <ListRowLink
      to={appPaths.fixedInvestmentDetail(p.id)}
      title={p.fund.abbr_name}
      description={`${scheduleLabel(p)}定投 ${formatMoney(p.amount, { grouping: true })}元`}
      extra={
        <>
          <span className={status?.enabled ? styles.orange : styles.muted}>
            {status?.label ?? ''}
          </span>
          {p.next_date && status?.enabled && (
            <span className={styles.cellLine}>下次扣款 {formatDate(p.next_date)}</span>
          )}
        </>
      }
    />
  );
}
