import { formatDate } from '@jijin/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useGetFundDividendSplitQuery } from '../api';
import { estimatedSuffix } from '../../shared/estimated';
import { LoadState } from '../../shared/load-state';
import { Screen } from '../components/screen';
import styles from '../funds.module.css';

/**
 * Profit sharing (spec 001 §2): 分红 and 拆分 tabs. Rows inferred from NAV moves rather than
 * taken from announcements (`is_estimated`) are labelled 推算 with the answer's note.
 */
export function DividendSplitScreen() {
  const { symbol = '' } = useParams();
  const q = useGetFundDividendSplitQuery({ symbol });
  const [tab, setTab] = useState<'dividends' | 'splits'>('dividends');
  const data = q.data;
  return (
    <Screen title="分红拆分">
      <div role="tablist" aria-label="分红拆分" className={styles.tabs}>
        {(
          [
            ['dividends', '分红'],
            ['splits', '拆分'],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={`${styles.tab} ${tab === key ? styles.tabActive : ''}`}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <LoadState query={q}>
        {data && (data.is_estimated || data.note) && (
          <p className={`${styles.muted} ${styles.note}`}>
            {data.is_estimated && <strong>推算：</strong>}
            {data.note}
          </p>
        )}
        {data && tab === 'dividends' && (
          <table className={styles.table}>
            <caption className="jj-visually-hidden">分红记录</caption>
            <thead>
              <tr>
                <th scope="col">权益登记日</th>
                <th scope="col">除息日</th>
                <th scope="col">每份分红（元）</th>
              </tr>
            </thead>
            <tbody>
              {data.dividends.length === 0 && (
                <tr>
                  <td colSpan={3}>暂无分红记录</td>
                </tr>
              )}
              {data.dividends.map((d) => (
                <tr key={d.ex_date}>
                  <td>{formatDate(d.record_date)}</td>
                  <td>{formatDate(d.ex_date)}</td>
                  <td>
                    {d.amount_per_share}
                    {estimatedSuffix(data.is_estimated)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {data && tab === 'splits' && (
          <table className={styles.table}>
            <caption className="jj-visually-hidden">拆分记录</caption>
            <thead>
              <tr>
                <th scope="col">拆分日</th>
                <th scope="col">拆分比例</th>
              </tr>
            </thead>
            <tbody>
              {data.splits.length === 0 && (
                <tr>
                  <td colSpan={2}>暂无拆分记录</td>
                </tr>
              )}
              {data.splits.map((s) => (
                <tr key={s.split_date}>
                  <td>{formatDate(s.split_date)}</td>
                  <td>
                    1:{s.ratio}
                    {estimatedSuffix(data.is_estimated)}
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

export default DividendSplitScreen;
