import { formatPercent } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { Link, useParams } from 'react-router-dom';
import { useGetFundSimilarKLineQuery } from '../api';
import { Screen } from '../components/screen';
import { LoadState } from '../../shared/load-state';
import styles from '../funds.module.css';

/** Similarity as a percent: values up to 1 are ratios, larger ones already percents. */
function similarityText(v: number): string {
  return formatPercent(v <= 1 ? v * 100 : v, { sign: false }).text;
}

/** /s/{symbol}/similar_k_line/: symbols whose recent trend is most similar, with the similarity. */
export function SimilarKLineScreen() {
  const { symbol = '' } = useParams();
  const q = useGetFundSimilarKLineQuery({ symbol });
  const rows = q.data ?? [];
  return (
    <Screen title="相似走势">
      <LoadState query={q} empty={q.isSuccess && rows.length === 0}>
        <ul className={styles.rows} aria-label="相似走势">
          {rows.map((r) => (
            <li key={r.symbol} className={styles.row}>
              <Link to={appPaths.fundDetail(r.symbol)} className={styles.rowLink}>
                <span className={styles.rowMain}>
                  <span className={styles.rowName}>{r.abbr_name}</span>
                  <span className={styles.rowSub}>{r.symbol}</span>
                </span>
                <span className={styles.rowSide}>相似度 {similarityText(r.similarity)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </LoadState>
    </Screen>
  );
}

export default SimilarKLineScreen;
