import { BankCardItem, MoneyText } from '@jijin/ui';
import { compareMoney } from '@jijin/core/format';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetBankCardQuery } from '../api';
import styles from '../accounts.module.css';

/** A bank limit: "0.00" means unlimited (spec 001 §9). */
function Limit({ value }: { value: string }) {
  return compareMoney(value, 0) > 0 ? (
    <>
      <MoneyText value={value} /> 元
    </>
  ) : (
    <>无限额</>
  );
}

/**
 * /accounts/bank_cards/detail/{id}/ (spec 000 §2-4): the card, its bank's limits, its status
 * (disabled note, 份额换卡中) and, for status 5, the authorization it needs.
 */
export function BankCardDetailScreen() {
  const { id } = useParams();
  const card = useGetBankCardQuery({ id: Number(id) });
  const navigate = useNavigate();
  return (
    <Page title="银行卡详情">
      <QueryState query={card}>
        {(c) => {
          return (
            <>
              <section className={styles.section} aria-label="银行卡">
                <BankCardItem
                  card={c}
                  showLimits={false}
                  onAuthorize={() =>
                    navigate(`/accounts/bank_cards/bind/user/?id=${c.bank.id}&isAuthMode=1`)
                  }
                />
                <dl>
                  <div className={styles.kv}>
                    <dt>卡号</dt>
                    <dd>{c.bank_card_no}</dd>
                  </div>
                  <div className={styles.kv}>
                    <dt>持卡人</dt>
                    <dd>{c.real_name}</dd>
                  </div>
                  <div className={styles.kv}>
                    <dt>单笔限额</dt>
                    <dd>
                      <Limit value={c.bank.single_limit} />
                    </dd>
                  </div>
                  <div className={styles.kv}>
                    <dt>单日限额</dt>
                    <dd>
                      <Limit value={c.bank.single_day_limit} />
                    </dd>
                  </div>
                  {c.mobile && (
                    <div className={styles.kv}>
                      <dt>预留手机号</dt>
                      <dd>{c.mobile}</dd>
                    </div>
                  )}
                </dl>
                {c.bank.need_onlinepay && c.bank.onlinepay_description && (
                  <p className={styles.muted}>{c.bank.onlinepay_description}</p>
                )}
              </section>
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}

export default BankCardDetailScreen;
