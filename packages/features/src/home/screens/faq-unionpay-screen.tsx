import { MoneyText } from '@jijin/ui';
import { compareMoney } from '@jijin/core/format';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useListBanksQuery } from '../../shared/api';
import styles from '../home.module.css';

function Limit({ value }: { value: string }) {
  return compareMoney(value, 0) > 0 ? <MoneyText value={value} /> : <>无限额</>;
}

/**
 * /faq/unionpay/ (spec 000 §2): how card payment works, with each supported bank's single and
 * daily limits from GET /accounts/banks/ ("0.00" means unlimited).
 */
export function FaqUnionpayScreen() {
  const banks = useListBanksQuery();
  return (
    <Page title="银行卡支付说明">
      <section className={`${styles.section} ${styles.faq}`}>
        <p>买入基金时，资金通过银联快捷支付从您绑定的银行卡扣款，赎回资金原路返回该卡。</p>
        <p>单笔或单日金额超过银行限额时，可分多笔支付，或选择网银转账方式。</p>
      </section>
      <QueryState query={banks}>
        {(list) => (
          <section className={styles.section} aria-labelledby="bank-limits">
            <h2 id="bank-limits" className={styles.sectionTitle}>
              支持的银行及限额（元）
            </h2>
            <table style={{ width: '100%', fontSize: 13, borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <th scope="col" style={{ textAlign: 'left' }}>
                    银行
                  </th>
                  <th scope="col" style={{ textAlign: 'right' }}>
                    单笔限额
                  </th>
                  <th scope="col" style={{ textAlign: 'right' }}>
                    单日限额
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((b) => (
                  <tr key={b.id}>
                    <td>
                      {b.name}
                      {b.status === 0 && <span className={styles.muted}>（暂不可用）</span>}
                    </td>
                    <td style={{ textAlign: 'right' }}>
                      <Limit value={b.single_limit} />
                    </td>
                    <td style={{ textAlign: 'right' }}>
                      <Limit value={b.single_day_limit} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </QueryState>
    </Page>
  );
}

export default FaqUnionpayScreen;
