import { formatDateTime } from '@jijin/core';
import { ListRow } from '@jijin/ui';
import { Page } from '../../app/page';
import { PagedRow } from '../../shared/blocks';
import { byId, PagedList } from '../../shared/paged-list';
import { useListCoinHistoryPagesInfiniteQuery } from '../../coins-wallet/api';
import s from './coins.module.css';

/** Rewards history page size (spec 001 §9). */
export const COIN_HISTORY_PAGE_SIZE = 50;

/** /coins/history/ (spec 001 §2, §7 Coins): every coin earned and spent, 50 a page. */
export function CoinsHistoryScreen() {
  const query = useListCoinHistoryPagesInfiniteQuery({ page_size: COIN_HISTORY_PAGE_SIZE });
  return (
    <Page title="金币明细">
      <PagedList
        query={query}
        keyOf={byId}
        label="金币明细"
        emptyText="暂无金币明细"
        itemKey={(r) => r.id}
        render={(r) => (
          <PagedRow>
            <ListRow
              title={r.title}
              description={formatDateTime(r.created_at)}
              extra={
                <span className={r.coins > 0 ? s.up : s.down}>
                  {r.coins > 0 ? `+${r.coins}` : r.coins}金币
                </span>
              }
            />
          </PagedRow>
        )}
      />
    </Page>
  );
}

export default CoinsHistoryScreen;
