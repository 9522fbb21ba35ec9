import { formatBigNumber, formatDate, formatPercent } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { ErrorState, NavFreshnessTag, PercentText } from '@jijin/ui';
import { NetValueChart, type NetValuePeriod } from '@jijin/ui/charts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useCompareFundsQuery } from '../../research/api';
import s from '../../research/components/research.module.css';

const pct = (v: number | null | undefined) => formatPercent(v ?? null, { sign: false }).text;

/**
 * /symbols/funds/comparison/detail/?symbolA&symbolB — two funds side by side (spec 001 §2):
 * return over the period, maximum drawdown, volatility, fees, size, managers, the top-10
 * holdings overlap and a chart of both. Methods: sandbox README "Research area".
 */
export function ComparisonScreen() {
  const [params] = useSearchParams();
  const a = params.get('symbolA') ?? '';
  const b = params.get('symbolB') ?? '';
  const [period, setPeriod] = useState<NetValuePeriod>('y');
  const q = useCompareFundsQuery({ symbols: `${a},${b}`, period }, { skip: !a || !b });
  if (!a || !b)
    return (
      <Page title="基金对比">
        <ErrorState description="请选择两只基金进行对比" />
      </Page>
    );
  return (
    <Page title="基金对比">
      <QueryState query={q}>
        {(data) => {
          const [fa, fb] = data.funds;
          const [ma, mb] = data.metrics ?? [];
          const names = { main: fa?.abbr_name ?? a, track: fb?.abbr_name ?? b };
          const rows: [string, (m: typeof ma) => React.ReactNode][] = [
            ['区间收益', (m) => <PercentText value={m?.percent ?? null} />],
            ['最大回撤', (m) => <PercentText value={m?.max_drawdown ?? null} />],
            ['年化波动率', (m) => pct(m?.volatility)],
            ['申购费率（折后）', (m) => pct(m?.fare_ratio_buy)],
            ['管理费率（年）', (m) => pct(m?.manage_fare)],
            [
              '基金规模',
              (m) =>
                m?.scale
                  ? `${formatBigNumber(m.scale)}元（${formatDate(m.scale_date ?? null)}）`
                  : '--',
            ],
            ['基金经理', (m) => (m?.managers ?? []).map((x) => x.name).join('、') || '--'],
          ];
          return (
            <>
              <section className={s.card} aria-label="收益走势">
                <NetValueChart
                  points={data.net_values.map((p) => ({
                    date: p.date,
                    percentage_begin: p.percents[0] ?? null,
                    percent_track: p.percents[1] ?? null,
                  }))}
                  period={period}
                  onPeriodChange={setPeriod}
                  names={names}
                />
              </section>
              <section className={s.card} aria-labelledby="cmp-table">
                <h2 id="cmp-table" className={s.title}>
                  指标对比
                </h2>
                <table className={s.table}>
                  <caption className={s.muted}>
                    区间 {formatDate(ma?.start_date ?? null)} 至 {formatDate(ma?.end_date ?? null)}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">指标</th>
                      <th scope="col">
                        <Link to={appPaths.fundDetail(a)}>{names.main}</Link>{' '}
                        <NavFreshnessTag stale={fa?.nav_stale} navDate={fa?.net_value_date} />
                      </th>
                      <th scope="col">
                        <Link to={appPaths.fundDetail(b)}>{names.track}</Link>{' '}
                        <NavFreshnessTag stale={fb?.nav_stale} navDate={fb?.net_value_date} />
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map(([label, cell]) => (
                      <tr key={label}>
                        <th scope="row">{label}</th>
                        <td>{cell(ma)}</td>
                        <td>{cell(mb)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
              <section className={s.card} aria-labelledby="cmp-overlap">
                <h2 id="cmp-overlap" className={s.title}>
                  持仓重合度
                </h2>
                {data.overlap ? (
                  <>
                    <p>
                      重合度 {pct(data.overlap.percent)}
                      <span className={s.note}>
                        （{formatDate(data.overlap.report_date)}
                        报告期前十大重仓股，占基金总资产比例，取两者较小值之和）
                      </span>
                    </p>
                    {data.overlap.stocks.length === 0 ? (
                      <p className={s.muted}>前十大重仓股没有重合</p>
                    ) : (
                      <table className={s.table}>
                        <thead>
                          <tr>
                            <th scope="col">共同持有</th>
                            <th scope="col">{names.main}</th>
                            <th scope="col">{names.track}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {data.overlap.stocks.map((st) => (
                            <tr key={st.symbol}>
                              <th scope="row">
                                <Link to={appPaths.stockDetail(st.symbol)}>{st.abbr_name}</Link>
                              </th>
                              <td>{pct(st.percents[0])}</td>
                              <td>{pct(st.percents[1])}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    )}
                  </>
                ) : (
                  <p className={s.muted}>暂无可比较的持仓披露数据</p>
                )}
              </section>
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}

export default ComparisonScreen;
