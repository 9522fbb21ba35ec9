import { formatDate } from '@jijin/core';
import { MoneyText, PercentText } from '@jijin/ui';
import { useGetMyHoldingReturnsQuery } from '../api';
import { HoldingLots } from './holding-lots';
import styles from '../account-funds.module.css';

/**
 * A holding's cost and return from the user's confirmed trades (designed
 * `GET /funds/returns/holding/`): 持仓成本 per share (moving weighted average), 持有收益 and
 * 持有收益率 (red up, green down), 持有天数, and the lots still held, paged ({@link HoldingLots}).
 * Nothing while loading, without shares (`holding_days` is null exactly when no lot is held) or
 * on an error (an unknown fund is 404, as its lots): the holding page's own state covers those.
 */
export function HoldingReturns({ symbol }: { symbol: string }) {
  const q = useGetMyHoldingReturnsQuery({ symbol });
  const d = q.data;
  if (!d || d.holding_days === null) return null;
  return (
    <section className={styles.card} aria-labelledby="holding-returns">
      <h2 id="holding-returns" className={styles.sectionTitle}>
        持仓收益
      </h2>
      <dl className={styles.grid2}>
        <div>
          <dt>持仓成本</dt>
          <dd data-testid="holding-cost">{d.cost_per_share ?? '--'}</dd>
        </div>
        <div>
          <dt>持有天数</dt>
          <dd data-testid="holding-days">{d.holding_days ?? '--'}天</dd>
        </div>
        <div>
          <dt>持有收益</dt>
          <dd data-testid="holding-return">
            <MoneyText value={d.holding_return} signed />
          </dd>
        </div>
        <div>
          <dt>持有收益率</dt>
          <dd data-testid="holding-return-rate">
            <PercentText value={d.holding_return_rate} />
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>
        持仓成本按移动加权平均计算（含买入手续费），共投入成本 <MoneyText value={d.cost} />
        元；净值日期 {d.nav_date ? formatDate(d.nav_date) : '--'}。
      </p>
      <HoldingLots symbol={symbol} />
    </section>
  );
}
