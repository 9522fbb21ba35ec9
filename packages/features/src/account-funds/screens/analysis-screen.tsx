import { formatDate } from '@jijin/core';
import { EmptyState, ListRow, ListRows, MoneyText } from '@jijin/ui';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { useGetLookThroughQuery } from '../api';
import styles from '../account-funds.module.css';

type Row = { key: string; name: string; amount: string; percent: number };

function ExposureTable({ caption, rows, head }: { caption: string; rows: Row[]; head: string }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">金额（元）</th>
          <th scope="col">占持仓</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td>{r.name}</td>
            <td>
              <MoneyText value={r.amount} />
            </td>
            <td>{r.percent.toFixed(2)}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /accounts/funds/analysis/ (持仓分析): the user's money per Shenwan industry and per stock
 * across the held funds, from each fund's latest top-10 report (each report date shown), what the
 * reports do not disclose, and the 前十大重合度 of each pair of held funds (designed
 * `GET /funds/returns/look_through/`).
 */
export function AnalysisScreen() {
  const q = useGetLookThroughQuery();
  const d = q.data;
  const name = new Map((d?.reports ?? []).map((r) => [r.symbol, r.name]));
  return (
    <Page title="持仓分析">
      <LoadState query={q}>
        {d &&
          (d.reports.length === 0 ? (
            <EmptyState
              title="暂无持仓"
              description="持有基金后，这里会穿透显示您实际持有的行业和股票"
            />
          ) : (
            <>
              <section className={styles.card} aria-labelledby="reports-title">
                <h2 id="reports-title" className={styles.sectionTitle}>
                  数据来源
                </h2>
                <p className={styles.muted}>
                  按各基金最近一期季报披露的前十大重仓股穿透计算，基金持仓合计{' '}
                  <MoneyText value={d.total} unit="元" />
                  ，其中未披露部分 <MoneyText value={d.undisclosed} unit="元" />。
                </p>
                <ListRows label="各基金报告期" flush>
                  {d.reports.map((r) => (
                    <ListRow
                      key={r.symbol}
                      title={`${r.name}（${r.symbol}）`}
                      extra={r.report_date ? `${formatDate(r.report_date)}季报` : '暂无持仓披露'}
                    />
                  ))}
                </ListRows>
              </section>
              {d.industries.length > 0 && (
                <section className={styles.card} aria-label="行业分布">
                  <ExposureTable caption="行业分布（申万一级）" head="行业" rows={d.industries} />
                </section>
              )}
              {d.stocks.length > 0 && (
                <section className={styles.card} aria-label="重仓股票">
                  <ExposureTable caption="重仓股票" head="股票" rows={d.stocks} />
                </section>
              )}
              <section className={styles.card} aria-labelledby="overlap-title">
                <h2 id="overlap-title" className={styles.sectionTitle}>
                  前十大重合度
                </h2>
                {d.overlaps.length === 0 ? (
                  <p className={styles.muted}>持有两只及以上有持仓披露的基金时可比较重合度。</p>
                ) : (
                  <ListRows label="基金两两重合度" flush>
                    {d.overlaps.map((o) => (
                      <ListRow
                        key={`${o.a}-${o.b}`}
                        title={
                          <>
                            <strong>
                              {name.get(o.a) ?? o.a} 与 {name.get(o.b) ?? o.b}
                            </strong>
                            ：重合权重{o.weight.toFixed(2)}%
                            {o.common.length
                              ? `，共同重仓${o.common.join('、')}`
                              : '，没有共同重仓股'}
                          </>
                        }
                      />
                    ))}
                  </ListRows>
                )}
                <p className={styles.muted}>
                  重合权重：两只基金都重仓的股票，按较小的持仓比例相加。
                </p>
              </section>
            </>
          ))}
      </LoadState>
    </Page>
  );
}

export default AnalysisScreen;
