import { useParams } from 'react-router-dom';
import { useFundsHoldSymbolsQuery } from '../api';
import { AllocationBar, HoldSymbolsTable } from '../components/allocation';
import { LoadState } from '../../shared/load-state';
import { Screen } from '../components/screen';
import styles from '../funds.module.css';

/** /s/{symbol}/hold_symbols/: the latest report's allocation, all top holdings and bonds. */
export function HoldSymbolsScreen() {
  const { symbol = '' } = useParams();
  const q = useFundsHoldSymbolsQuery(symbol);
  const data = q.data;
  return (
    <Screen title="持仓明细">
      <LoadState query={q}>
        {data && (
          <>
            <section className={styles.card} aria-label="资产配置">
              <AllocationBar data={data} />
            </section>
            <section className={styles.card} aria-labelledby="hs-title">
              <h2 id="hs-title" className={styles.sectionTitle}>
                重仓股票
              </h2>
              <HoldSymbolsTable data={data} />
            </section>
            {(data.hold_bonds ?? []).length > 0 && (
              <section className={styles.card} aria-labelledby="hb-title">
                <h2 id="hb-title" className={styles.sectionTitle}>
                  重仓债券
                </h2>
                <ul className={styles.rows}>
                  {data.hold_bonds!.map((b) => (
                    <li key={b.code} className={`${styles.row} ${styles.rowFlex}`}>
                      <span>
                        {b.name} <small className={styles.muted}>{b.code}</small>
                      </span>
                      <span>{b.percent.toFixed(2)}%</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </LoadState>
    </Screen>
  );
}

export default HoldSymbolsScreen;
