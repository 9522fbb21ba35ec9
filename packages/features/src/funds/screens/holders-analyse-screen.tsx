import { formatBigNumber, formatDate, formatPercent } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { PercentText } from '@jijin/ui';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useGetHoldersAnalyseQuery } from '../../shared/api';
import { hasStockPage } from '../../shared/asset-allocation';
import { LoadState } from '../../shared/load-state';
import { Screen } from '../components/screen';
import styles from '../funds.module.css';

const pct = (v: number | null | undefined) => formatPercent(v ?? null, { sign: false }).text;

/**
 * /s/{symbol}/holders_analyse/ (?type=): for a fund, the stocks of its latest top 10 — weight,
 * change against the previous report, how many funds hold each — each opening the fund's
 * holding history in that stock (holders_shares_history); for a stock, the funds holding it.
 * Columns follow the data: share counts appear only when the answer has them (the sandbox's
 * sources have none).
 */
export function HoldersAnalyseScreen() {
  const { symbol = '' } = useParams();
  const [params] = useSearchParams();
  const q = useGetHoldersAnalyseQuery({ symbol, type: params.get('type') ?? undefined });
  const data = q.data;
  const ofStock = hasStockPage(data?.symbol);
  const rows = data?.holders ?? [];
  const withShares = rows.some((h) => h.shares !== null);
  return (
    <Screen title={ofStock ? '持股基金' : '持仓分析'}>
      <LoadState query={q} empty={q.isSuccess && rows.length === 0}>
        {data && (
          <section className={styles.card}>
            <table className={styles.table}>
              <caption className={styles.muted}>
                {formatDate(data.report_date)} 报告期
                {ofStock ? '，前十大重仓该股的基金' : '，占比为占基金总资产比例'}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{ofStock ? '基金' : '股票'}</th>
                  {withShares && <th scope="col">持股</th>}
                  {!ofStock && <th scope="col">占比</th>}
                  {!ofStock && <th scope="col">较上期</th>}
                  <th scope="col">{ofStock ? '持有市值' : '同持基金'}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((h) => (
                  <tr key={h.id}>
                    <th scope="row">
                      {ofStock ? (
                        <Link to={appPaths.fundDetail(h.symbol ?? String(h.id))}>{h.name}</Link>
                      ) : (
                        <Link to={`/s/${symbol}/holders_shares_history/${h.id}/`}>{h.name}</Link>
                      )}
                      {h.symbol && (
                        <>
                          <br />
                          <small className={styles.muted}>{h.symbol}</small>
                        </>
                      )}
                    </th>
                    {withShares && <td>{formatBigNumber(h.shares)}</td>}
                    {!ofStock && <td>{pct(h.percent)}</td>}
                    {!ofStock && (
                      <td>
                        {h.change === null ? (
                          '--'
                        ) : withShares ? (
                          formatBigNumber(h.change)
                        ) : (
                          <PercentText value={Number(h.change)} />
                        )}
                      </td>
                    )}
                    <td>
                      {ofStock
                        ? h.market_value
                          ? `${formatBigNumber(h.market_value)}元`
                          : '--'
                        : h.funds_count === null || h.funds_count === undefined
                          ? '--'
                          : `${h.funds_count} 只`}
                    </td>
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
