import { useParams } from 'react-router-dom';
import { useGetFundAchievementRankQuery } from '../api';
import { LoadState } from '../../shared/load-state';
import { PeriodRanksTable } from '../components/period-ranks-table';
import { Screen } from '../components/screen';
import styles from '../funds.module.css';

/** /s/{symbol}/achievement_rank/: the fund's return per period, the benchmark's, and its rank among peers. */
export function AchievementRankScreen() {
  const { symbol = '' } = useParams();
  const q = useGetFundAchievementRankQuery({ symbol });
  const rows = q.data ?? [];
  return (
    <Screen title="业绩排名">
      <LoadState query={q} empty={q.isSuccess && rows.length === 0}>
        <section className={styles.card}>
          <PeriodRanksTable rows={rows} caption="阶段业绩与同类排名" benchmark />
          <p className={styles.muted}>
            同类排名为在本平台收录的同类型基金中的名次，四分位按排名所在的四分之一段；收益率按分红再投资计算，基准为同期沪深300涨跌幅。
          </p>
        </section>
      </LoadState>
    </Screen>
  );
}

export default AchievementRankScreen;
