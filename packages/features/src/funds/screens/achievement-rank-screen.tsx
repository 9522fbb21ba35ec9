import { useParams } from 'react-router-dom';
import { PercentText } from '@jijin/ui';
import { useFundsAchievementRankQuery } from '../api';
import { LoadState } from '../../shared/load-state';
import { Screen } from '../components/screen';
import styles from '../funds.module.css';

/** Period codes (spec 001 §9 net value periods, plus the usual ranking periods) and their labels. */
export const RANK_PERIODS: Record<string, string> = {
  w: '近1周',
  m: '近1月',
  '3m': '近3月',
  '6m': '近6月',
  y: '近1年',
  '2y': '近2年',
  '3y': '近3年',
  '5y': '近5年',
  ty: '今年以来',
  start: '成立以来',
};

/** /s/{symbol}/achievement_rank/: the fund's return per period, the benchmark's, and its rank among peers. */
export function AchievementRankScreen() {
  const { symbol = '' } = useParams();
  const q = useFundsAchievementRankQuery(symbol);
  const rows = q.data ?? [];
  return (
    <Screen title="业绩排名">
      <LoadState query={q} empty={q.isSuccess && rows.length === 0}>
        <section className={styles.card}>
          <table className={styles.table}>
            <caption className="jj-visually-hidden">阶段业绩与同类排名</caption>
            <thead>
              <tr>
                <th scope="col">区间</th>
                <th scope="col">涨跌幅</th>
                <th scope="col">基准</th>
                <th scope="col">同类排名</th>
                <th scope="col">四分位</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.period}>
                  <td>{RANK_PERIODS[r.period] ?? r.period}</td>
                  <td>
                    <PercentText value={r.percent} />
                  </td>
                  <td>
                    {r.track_name ? <small className={styles.muted}>{r.track_name} </small> : null}
                    <PercentText value={r.track_percent} />
                  </td>
                  <td>{r.rank_index && r.rank_total ? `${r.rank_index}/${r.rank_total}` : '--'}</td>
                  <td>{r.quartile ?? '--'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.muted}>
            同类排名为在本平台收录的同类型基金中的名次，四分位按排名所在的四分之一段；收益率按分红再投资计算，基准为同期沪深300涨跌幅。
          </p>
        </section>
      </LoadState>
    </Screen>
  );
}

export default AchievementRankScreen;
