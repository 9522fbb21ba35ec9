import {
  FIXED_INVESTMENT_STATUS,
  findStatus,
  fixedInvestDayLabel,
  formatDate,
  formatMoney,
} from '@jijin/core';
import { Link } from 'react-router-dom';
import type { FixedInvestment } from '@jijin/core';

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
    <div className="jj-row">
      <Link to={`/accounts/funds/fixed_investments/${p.id}/`} className="jj-row__link">
        <span className="jj-row__main">
          <span className="jj-row__name">{p.fund.abbr_name}</span>
          <span className="jj-row__sub">
            {scheduleLabel(p)}定投 {formatMoney(p.amount, { grouping: true })}元
          </span>
        </span>
        <span className="jj-row__side">
          <span className={status?.enabled ? 'jj-orange' : 'jj-muted'}>{status?.label ?? ''}</span>
          <span className="jj-row__sub">
            {p.next_date && status?.enabled ? `下次扣款 ${formatDate(p.next_date)}` : ''}
          </span>
        </span>
      </Link>
    </div>
  );
}
