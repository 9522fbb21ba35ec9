import { useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { byId, PagedList } from '../../shared/paged-list';
import { PagedRow } from '../../shared/blocks';
import { useListFundTradesPagesInfiniteQuery } from '../api';
import { TradeRow } from './trade-row';
import styles from '../account-funds.module.css';

/** Trade list tabs (spec 001 §2 tab flags: 0 buy, 1 sell, 2,3 merged). */
export const TRADE_TABS: readonly { key: string; label: string; direction?: string }[] = [
  { key: 'all', label: '全部' },
  { key: '0', label: '买入', direction: '0,6' },
  { key: '1', label: '卖出', direction: '1' },
  { key: '5', label: '定投', direction: '5' },
  { key: '4', label: '分红', direction: '4' },
];

/**
 * /accounts/funds/trades/ (and /accounts/funds/{symbol}/trade_record_list/): trade records, 20 a
 * page with infinite scroll, filtered by direction tab and optionally by fund.
 */
export function TradesScreen() {
  const { symbol } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = TRADE_TABS.find((t) => t.key === (params.get('tab') ?? 'all')) ?? TRADE_TABS[0]!;
  const query = useListFundTradesPagesInfiniteQuery({
    page_size: 20,
    direction: tab.direction,
    symbol,
  });
  return (
    <Page title="交易记录">
      <div role="tablist" aria-label="交易类型" className={styles.tabs}>
        {TRADE_TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={t.key === tab.key}
            className={`${styles.tab} ${t.key === tab.key ? styles.tabActive : ''}`}
            onClick={() => setParams(t.key === 'all' ? {} : { tab: t.key }, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <PagedList
        query={query}
        keyOf={byId}
        label="交易记录"
        emptyText="暂无交易记录"
        itemKey={(t) => t.id}
        render={(t) => (
          <PagedRow>
            <TradeRow t={t} />
          </PagedRow>
        )}
      />
    </Page>
  );
}

export default TradesScreen;
