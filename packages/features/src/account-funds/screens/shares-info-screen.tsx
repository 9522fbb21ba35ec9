import { formatMoney } from '@jijin/core';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { useGetMyFundSharesQuery } from '../../shared/api';
import styles from '../account-funds.module.css';

/** /accounts/funds/{symbol}/shares_info/: shares per bank card — current, sellable, value. */
export function SharesInfoScreen() {
  const { symbol = '' } = useParams();
  const q = useGetMyFundSharesQuery({ symbol });
  const rows = q.data ?? [];
  return (
    <Page title="份额明细">
      <LoadState query={q} empty={q.isSuccess && rows.length === 0}>
        <table className={styles.table}>
          <caption className="jj-visually-hidden">份额明细</caption>
          <thead>
            <tr>
              <th scope="col">银行卡</th>
              <th scope="col">持有份额</th>
              <th scope="col">可卖份额</th>
              <th scope="col">市值（元）</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s, i) => (
              <tr key={s.id ?? i}>
                <td>
                  {s.bank_card
                    ? `${s.bank_card.bank.name}（${s.bank_card.bank_card_no_tail}）`
                    : '--'}
                </td>
                <td>{s.shares_current}</td>
                <td>{s.shares_enable}</td>
                <td>{formatMoney(s.worth_value, { grouping: true })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </LoadState>
    </Page>
  );
}

export default SharesInfoScreen;
