import { formatBigNumber, formatDate, formatPercent } from '@jijin/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useFundsHoldersAnalyseQuery } from '../api';
import { LoadState } from '../../shared/load-state';
import { Screen } from '../components/screen';
import styles from '../funds.module.css';

/** /s/{symbol}/holders_analyse/ (?type=): the top holders with their shares (万/亿), % and change. */
export function HoldersAnalyseScreen() {
  const { symbol = '' } = useParams();
  const [params] = useSearchParams();
  const q = useFundsHoldersAnalyseQuery({ symbol, type: params.get('type') ?? undefined });
  const data = q.data;
  return (
    <Screen title="股东分析">
      <LoadState query={q} empty={q.isSuccess && (data?.holders.length ?? 0) === 0}>
        {data && (
          <section className={styles.card}>
            <p className={styles.muted}>报告期 {formatDate(data.report_date)}</p>
            <table className={styles.table}>
              <caption className="jj-visually-hidden">十大股东</caption>
              <thead>
                <tr>
                  <th scope="col">股东</th>
                  <th scope="col">持股</th>
                  <th scope="col">占比</th>
                  <th scope="col">变动</th>
                </tr>
              </thead>
              <tbody>
                {data.holders.map((h) => (
                  <tr key={h.id}>
                    <td>
                      <Link to={`/s/${symbol}/holders_shares_history/${h.id}/`}>{h.name}</Link>
                    </td>
                    <td>{formatBigNumber(h.shares)}</td>
                    <td>{formatPercent(h.percent, { sign: false }).text}</td>
                    <td>{h.change === null ? '--' : formatBigNumber(h.change)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </LoadState>
    </Screen>
  );
}

export default HoldersAnalyseScreen;
