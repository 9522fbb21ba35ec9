import { formatBigNumber, formatDate, formatPercent } from '@jijin/core';
import { PercentText } from '@jijin/ui';
import { useParams } from 'react-router-dom';
import { useGetHolderSharesHistoryQuery } from '../api';
import { Screen } from '../components/screen';
import { LoadState } from '../../shared/load-state';
import styles from '../funds.module.css';

/**
 * /s/{symbol}/holders_shares_history/{id}/: the fund's position in stock {id} at each report
 * where it was in the top 10 — weight (% of total assets), change against the previous report and
 * market value; share counts (and the change in shares) only when the answer has them — the
 * sandbox's sources have none, so the change is then in percentage points of assets.
 */
export function HolderSharesHistoryScreen() {
  const { symbol = '', id = '0' } = useParams();
  const q = useGetHolderSharesHistoryQuery({ symbol, id: Number(id) });
  const rows = q.data ?? [];
  const withShares = rows.some((r) => r.shares !== null);
  return (
    <Screen title="持仓变化">
      <LoadState query={q} empty={q.isSuccess && rows.length === 0}>
        <section className={styles.card}>
          <table className={styles.table}>
            <caption className={styles.muted}>
              {symbol} 持有 {String(id).padStart(6, '0')} 的各报告期情况（占基金总资产比例）
            </caption>
            <thead>
              <tr>
                <th scope="col">报告期</th>
                {withShares && <th scope="col">持股</th>}
                <th scope="col">占比</th>
                <th scope="col">较上期</th>
                <th scope="col">持有市值</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.report_date}>
                  <td>{formatDate(r.report_date)}</td>
                  {withShares && <td>{formatBigNumber(r.shares)}</td>}
                  <td>{formatPercent(r.percent, { sign: false }).text}</td>
                  <td>
                    {r.change === null ? (
                      '--'
                    ) : withShares ? (
                      formatBigNumber(r.change)
                    ) : (
                      <PercentText value={Number(r.change)} />
                    )}
                  </td>
                  <td>{r.market_value ? `${formatBigNumber(r.market_value)}元` : '--'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </LoadState>
    </Screen>
  );
}

export default HolderSharesHistoryScreen;
