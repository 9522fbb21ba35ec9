import { EmptyState, MoneyText } from '@jijin/ui';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useListRiskMismatchAssetsQuery } from '../api';
import styles from '../accounts.module.css';

const PRODUCT_TYPE_LABEL: Record<string, string> = {
  fund: '基金',
  portfolio: '组合',
  private_fund: '私募',
};

/** /accounts/investment_risk/mismatch_assets/ (spec 000 §2): holdings above the user's risk type. */
export function RiskMismatchScreen() {
  const assets = useListRiskMismatchAssetsQuery();
  return (
    <Page title="风险不匹配的持仓">
      <p className={`${styles.section} ${styles.muted}`}>
        以下持有产品的风险等级高于您的风险承受能力，请关注投资风险。
      </p>
      <QueryState query={assets}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              title="暂无风险不匹配的持仓"
              description="您持有的产品均在风险承受能力范围内"
            />
          ) : (
            <ul className={styles.section} style={{ listStyle: 'none' }}>
              {list.map((a) => (
                <li key={`${a.product_type}-${a.id}`} className={styles.kv}>
                  <span>
                    {a.name}
                    <span className={styles.muted}>
                      {' '}
                      {PRODUCT_TYPE_LABEL[a.product_type] ?? ''} ·{' '}
                      {a.investment_risk_display ?? `R${a.investment_risk}`}
                    </span>
                  </span>
                  <MoneyText value={a.worth_value} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Page>
  );
}

export default RiskMismatchScreen;
