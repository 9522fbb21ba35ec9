import { appPaths } from '../../app/routes/index';
import { Link, useParams } from 'react-router-dom';
import { useGetFundHoldSymbolsQuery } from '../api';
import {
  AllocationBar,
  AllocationLoad,
  HoldingsTable,
  IndustryTable,
} from '../../shared/asset-allocation';
import { Screen } from '../components/screen';
import styles from '../funds.module.css';

/**
 * /s/{symbol}/hold_symbols/ (持仓明细): the latest report's allocation, every top holding with its
 * change, the industry weights of those holdings and the top bonds when disclosed. A fund without
 * disclosed holdings shows its reason as an empty section; a load failure toasts and shows 暂无数据 (spec 001 §8).
 */
export function HoldSymbolsScreen() {
  const { symbol = '' } = useParams();
  const q = useGetFundHoldSymbolsQuery({ symbol });
  return (
    <Screen title="持仓明细">
      <section className={styles.card} aria-labelledby="hs-alloc">
        <h2 id="hs-alloc" className={styles.sectionTitle}>
          资产配置
        </h2>
        <AllocationLoad query={q}>{(data) => <AllocationBar data={data} />}</AllocationLoad>
      </section>
      {q.data && (
        <>
          <section className={styles.card} aria-labelledby="hs-title">
            <h2 id="hs-title" className={styles.sectionTitle}>
              重仓股票
            </h2>
            <HoldingsTable data={q.data} />
          </section>
          <section className={styles.card} aria-labelledby="hs-industry">
            <h2 id="hs-industry" className={styles.sectionTitle}>
              行业配置
            </h2>
            <IndustryTable data={q.data} />
            <Link className={styles.link} to={appPaths.fundAssets(symbol)}>
              资产历史与持有人结构
            </Link>
          </section>
          {(q.data.hold_bonds ?? []).length > 0 && (
            <section className={styles.card} aria-labelledby="hb-title">
              <h2 id="hb-title" className={styles.sectionTitle}>
                重仓债券
              </h2>
              <ul className={styles.rows}>
                {q.data.hold_bonds!.map((b) => (
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
    </Screen>
  );
}

export default HoldSymbolsScreen;
