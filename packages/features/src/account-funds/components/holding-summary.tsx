import { compareMoney } from '@jijin/core/format';
import { MoneyText } from '@jijin/ui';
import type { ReactNode } from 'react';
import styles from '../account-funds.module.css';

/** Props of {@link HoldingSummary}. Money values are decimal strings in yuan. */
export interface HoldingSummaryProps {
  /** Accessible name of the card, e.g. 持仓 or 我的理财宝. */
  label: string;
  /** Caption of the big figure, e.g. 持有金额（元）. */
  worthLabel: string;
  worthTestId: string;
  worth_value: string | null | undefined;
  income_latest: string | null | undefined;
  income_total: string | null | undefined;
  /** Amount still being confirmed (yuan); shown when above 0 with `unconfirmLabel`. */
  amount_unconfirm?: string | null;
  unconfirmLabel: string;
  /** Further figures of the grid (each a `<div><dt/><dd/></div>`). */
  extraFigures?: ReactNode;
  /** Notes under the grid. */
  children?: ReactNode;
}

/**
 * The summary card of a holding (a fund or the bao): worth, yesterday's and total income (signed,
 * red up / green down), the amount being confirmed (spec 001 §3 fund account detail).
 */
export function HoldingSummary({
  label,
  worthLabel,
  worthTestId,
  worth_value,
  income_latest,
  income_total,
  amount_unconfirm,
  unconfirmLabel,
  extraFigures,
  children,
}: HoldingSummaryProps) {
  return (
    <section className={styles.card} aria-label={label}>
      <div className={styles.summaryMain}>
        <span className={styles.muted}>{worthLabel}</span>
        <strong className={styles.big} data-testid={worthTestId}>
          <MoneyText value={worth_value} />
        </strong>
      </div>
      <dl className={styles.grid2}>
        <div>
          <dt>昨日收益</dt>
          <dd>
            <MoneyText value={income_latest} signed />
          </dd>
        </div>
        <div>
          <dt>累计收益</dt>
          <dd>
            <MoneyText value={income_total} signed />
          </dd>
        </div>
        {extraFigures}
      </dl>
      {amount_unconfirm && compareMoney(amount_unconfirm, '0') > 0 && (
        <p className={styles.orange}>
          {unconfirmLabel} <MoneyText value={amount_unconfirm} />元
        </p>
      )}
      {children}
    </section>
  );
}
