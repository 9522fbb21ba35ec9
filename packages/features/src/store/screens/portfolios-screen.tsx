import { EmptyState, ListRows } from '@jijin/ui';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { useListStorePortfoliosQuery } from '../api';
import { STORE_LIST_PAGE_SIZE } from '../page-sizes';
import { Section } from '../../shared/blocks';
import { PortfolioRow } from '../components/store-bits';

/** /store/portfolios/?store_id=: a store's portfolios in the owner's order. */
export function StorePortfoliosScreen() {
  const storeId = Number(useSearchParams()[0].get('store_id'));
  const q = useListStorePortfoliosQuery(
    { store_id: storeId, page_size: STORE_LIST_PAGE_SIZE },
    { skip: !storeId },
  );
  const rows = q.data?.results ?? [];
  return (
    <Page title="店铺组合">
      {!storeId ? (
        <EmptyState description="缺少店铺参数" />
      ) : (
        <LoadState query={q} empty={!q.isLoading && rows.length === 0}>
          <Section label="店铺组合">
            <ListRows label="店铺组合" flush>
              {rows.map((p) => (
                <PortfolioRow key={p.id} p={p} storeId={storeId} />
              ))}
            </ListRows>
          </Section>
        </LoadState>
      )}
    </Page>
  );
}

export default StorePortfoliosScreen;
