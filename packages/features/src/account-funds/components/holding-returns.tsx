import { formatDate } from '@jijin/core';
import { MoneyText, PercentText } from '@jijin/ui';
import { useGetMyHoldingReturnsQuery } from '../api';
import styles from '../account-funds.module.css';

const LOT_SOURCE: Record<string, string> = { buy: '买入', plan: '定投', reinvest: '红利再投' };

/**
 * A holding's cost and return from the user's confirmed trades (designed
 * `GET /funds/returns/holding/`): 持仓成本 per share (moving weighted average), 持有收益 and
 * 持有收益率 (red up, green down), 持有天数, and each lot still held with its redemption rate
 * today and the date it falls. Nothing while loading or without shares.
 */
export function HoldingReturns({ symbol }: { symbol: string }) {
  const q = useGetMyHoldingReturnsQuery({ symbol });
  const d = q.data;
  if (!d || d.lots.length === 0) return null;
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
      <table className={styles.table}>
        <caption>持有份额批次（先买先卖）</caption>
        <thead>
          <tr>
            <th scope="col">确认日期</th>
            <th scope="col">份额</th>
            <th scope="col">赎回费率</th>
            <th scope="col">费率下调</th>
          </tr>
        </thead>
        <tbody>
          {d.lots.map((l, i) => (
            <tr key={`${l.confirm_date}-${i}`}>
              <td>
                {formatDate(l.confirm_date)}
                <br />
                <span className={styles.muted}>
                  {LOT_SOURCE[l.source] ?? '买入'} · 已持有{l.days}天
                </span>
              </td>
              <td>{l.shares}份</td>
              <td className={l.penalty ? styles.orange : undefined}>
                {l.fee_rate}%{l.penalty ? '（不满7天）' : ''}
              </td>
              <td>
                {l.falls_on ? `${formatDate(l.falls_on)}起${l.next_fee_rate ?? 0}%` : '不再下调'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
