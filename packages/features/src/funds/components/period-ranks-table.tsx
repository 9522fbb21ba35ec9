import { PercentText } from '@jijin/ui';
import type { Schemas } from '../../app/api-types';
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

type Row = Schemas['AchievementRank'];

/**
 * The 阶段涨幅 table of `GET /symbols/funds/{symbol}/achievement_rank/`: per period its label, the
 * fund's return (%, red up / green down), with `benchmark` the benchmark's name and return, the
 * rank among funds of the same type (同类排名 "12/345", `--` without one) and its quartile word.
 * One table for the fund detail and 业绩排名.
 */
export function PeriodRanksTable({
  rows,
  caption,
  benchmark = false,
}: {
  rows: readonly Row[];
  /** The table's caption (visually hidden). */
  caption: string;
  /** Show the 基准 column. */
  benchmark?: boolean;
}) {
  return (
    <table className={styles.table}>
      <caption className="jj-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">区间</th>
          <th scope="col">涨跌幅</th>
          {benchmark && <th scope="col">基准</th>}
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
            {benchmark && (
              <td>
                {r.track_name ? <small className={styles.muted}>{r.track_name} </small> : null}
                <PercentText value={r.track_percent} />
              </td>
            )}
            <td>{r.rank_index && r.rank_total ? `${r.rank_index}/${r.rank_total}` : '--'}</td>
            <td>{r.quartile ?? '--'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
