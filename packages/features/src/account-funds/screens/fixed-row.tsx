import {
  FIXED_INVESTMENT_STATUS,
  findStatus,
  fixedInvestDayLabel,
  formatDate,
  formatMoney,
} from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { Link } from 'react-router-dom';
import type { FixedInvestment } from '@jijin/core';
import styles from '../account-funds.module.css';

/** 每月8日 / 每周三 — the plan's schedule (core's label). */
export function scheduleLabel(p: Pick<FixedInvestment, 'period_unit' | 'trade_day'>): string {
  try {
    return fixedInvestDayLabel(p.period_unit, p.trade_day);
  } catch {
    return '--';
  }
}

/** One fixed-investment plan row: fund, schedule, amount, status, next deduction. */
export function FixedRow({ p }: { p: FixedInvestment }) {
  const status = findStatus(FIXED_INVESTMENT_STATUS, p.status);
  return (
    <div className={styles.row}>
      <Link to={appPaths.fixedInvestmentDetail(p.id)} className={styles.rowLink}>
        <span className={styles.rowMain}>
          <span className={styles.rowName}>{p.fund.abbr_name}</span>
          <span className={styles.rowSub}>
            {scheduleLabel(p)}定投 {formatMoney(p.amount, { grouping: true })}元
          </span>
        </span>
        <span className={styles.rowSide}>
          <span className={status?.enabled ? styles.orange : styles.muted}>
            {status?.label ?? ''}
          </span>
          <span className={styles.rowSub}>
            {p.next_date && status?.enabled ? `下次扣款 ${formatDate(p.next_date)}` : ''}
          </span>
        </span>
      </Link>
    </div>
  );
}
