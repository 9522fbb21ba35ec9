import { Page } from '../../app/page';
import { byId, PagedList } from '../../shared/paged-list';
import { PagedRow } from '../../shared/blocks';
import { useListBaoTradesPagesInfiniteQuery } from '../api';
import { TradeRow } from './trade-row';

/** /accounts/funds/bao/trades/: bao transfer-in / transfer-out records. */
export function BaoTradesScreen() {
  const query = useListBaoTradesPagesInfiniteQuery({ page_size: 20 });
  return (
    <Page title="转入转出记录">
      <PagedList
        query={query}
        keyOf={byId}
        label="转入转出记录"
        emptyText="暂无记录"
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

export default BaoTradesScreen;
