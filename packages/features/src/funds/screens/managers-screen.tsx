import { formatDate } from '@jijin/core';
import { MANAGER_POST_STATUS, statusLabel } from '@jijin/core/status';
import { EmptyState, PercentText } from '@jijin/ui';
import { useParams } from 'react-router-dom';
import { useGetFundManagersAchievementHistoryQuery } from '../api';
import { LoadState } from '../../shared/load-state';
import { Screen } from '../components/screen';
import styles from '../funds.module.css';

/**
 * /s/{symbol}/managers_achivements_history/: every manager's tenure on the fund with the fund's
 * return over it (cp_rate) against CSI 300 (sh300_rate). Without tenure data (the sandbox has no
 * per-fund tenure dates) the empty state says so.
 */
export function ManagersScreen() {
  const { symbol = '' } = useParams();
  const q = useGetFundManagersAchievementHistoryQuery({ symbol });
  const rows = q.data ?? [];
  return (
    <Screen title="基金经理与历任业绩">
      <LoadState query={q}>
        {q.isSuccess && rows.length === 0 ? (
          <EmptyState description="暂无该基金历任基金经理的任职起止数据，不展示推测的任职期间" />
        ) : (
          <table className={styles.table}>
            <caption className="jj-visually-hidden">历任基金经理</caption>
            <thead>
              <tr>
                <th scope="col">基金经理</th>
                <th scope="col">任职期间</th>
                <th scope="col">任职回报</th>
                <th scope="col">同期沪深300</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.manager.id}-${r.start_date}`}>
                  <td>
                    {r.manager.name}
                    <br />
                    <small className={styles.muted}>
                      {statusLabel(MANAGER_POST_STATUS, r.manager.post_status)}
                    </small>
                  </td>
                  <td>
                    {formatDate(r.start_date)}
                    <br />~ {r.end_date ? formatDate(r.end_date) : '至今'}
                  </td>
                  <td>
                    <PercentText value={r.cp_rate} />
                  </td>
                  <td>
                    <PercentText value={r.sh300_rate} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadState>
    </Screen>
  );
}

export default ManagersScreen;
