import { formatDateTime, formatMoney } from '@jijin/core';
import { walletSellState } from '@jijin/core/trade';
import { appPaths } from '../../app/routes/index';
import { ListRow, MoneyText } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { PagedRow } from '../../shared/blocks';
import { byId, PagedList } from '../../shared/paged-list';
import { QueryState } from '../../shared/query-state';
import {
  useGetMyWalletQuery,
  useListWalletChangesPagesInfiniteQuery,
} from '../../coins-wallet/api';
import { WITHDRAW_MIN } from './withdraw-rules';
import s from './wallet.module.css';

/**
 * /wallets/account_changes/ (spec 001 §2, §7 Wallet): the wallet balance, what is being withdrawn,
 * and every credit and debit with its reason and the balance after it, 20 a page. 提现 is off at
 * zero (暂停转出) or below the smallest withdrawal (余额不足) — core's `walletSellState`.
 */
export function WalletChangesScreen() {
  const navigate = useNavigate();
  const walletQ = useGetMyWalletQuery(undefined, { refetchOnMountOrArgChange: true });
  const query = useListWalletChangesPagesInfiniteQuery({ page_size: 20 });
  return (
    <Page title="钱包明细">
      <QueryState query={walletQ}>
        {(w) => {
          const state = walletSellState(w.available, WITHDRAW_MIN);
          return (
            <section className={s.summary} aria-label="钱包余额">
              <p className={s.label}>钱包余额（元）</p>
              <p className={s.balance}>{formatMoney(w.balance, { grouping: true })}</p>
              <p className={s.meta}>
                <span>提现中 {formatMoney(w.withdrawing, { grouping: true })}元</span>
                <span>冻结 {formatMoney(w.frozen, { grouping: true })}元</span>
              </p>
              {state.enabled ? (
                <Button block color="primary" onClick={() => navigate(appPaths.walletWithdraw())}>
                  提现
                </Button>
              ) : (
                <>
                  <Button block color="primary" disabled aria-describedby="wallet-withdraw-state">
                    提现
                  </Button>
                  <p id="wallet-withdraw-state" className={s.message}>
                    {state.message}
                  </p>
                </>
              )}
            </section>
          );
        }}
      </QueryState>
      <PagedList
        query={query}
        keyOf={byId}
        label="钱包明细"
        emptyText="暂无钱包明细"
        itemKey={(c) => c.id}
        render={(c) => (
          <PagedRow>
            <ListRow
              title={c.title}
              description={formatDateTime(c.created_at)}
              extra={
                <>
                  <MoneyText value={c.amount} signed unit="元" />
                  {c.balance !== undefined && (
                    <span className={s.after}>
                      余额 {formatMoney(c.balance, { grouping: true })}元
                    </span>
                  )}
                </>
              }
            />
          </PagedRow>
        )}
      />
    </Page>
  );
}

export default WalletChangesScreen;
