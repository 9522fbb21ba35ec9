import { formatBigNumber, formatDate, formatPercent } from '@jijin/core';
import { useParams } from 'react-router-dom';
import { useFundsHolderSharesHistoryQuery } from '../api';
import { Screen } from '../components/screen';
import { LoadState } from '../../shared/load-state';
import styles from '../funds.module.css';

/** /s/{symbol}/holders_shares_history/{id}/: one holder's shares by report date (万/亿), % and change. */
export function HolderSharesHistoryScreen() {
  const { symbol = '', id = '0' } = useParams();
  const q = useFundsHolderSharesHistoryQuery({ symbol, id: Number(id) });
  const rows = q.data ?? [];
  return (
    <Screen title="持股变化">
      <LoadState query={q} empty={q.isSuccess && rows.length === 0}>
        <section className={styles.card}>
          <table className={styles.table}>
            <caption className="jj-visually-hidden">持股变化</caption>
            <thead>
              <tr>
                <th scope="col">报告期</th>
                <th scope="col">持股</th>
                <th scope="col">占比</th>
                <th scope="col">变动</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.report_date}>
                  <td>{formatDate(r.report_date)}</td>
                  <td>{formatBigNumber(r.shares)}</td>
                  <td>{formatPercent(r.percent, { sign: false }).text}</td>
                  <td>{r.change === null ? '--' : formatBigNumber(r.change)}</td>
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
