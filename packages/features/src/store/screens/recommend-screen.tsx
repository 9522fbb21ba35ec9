import { ListRows } from '@jijin/ui';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { useListStoreRecommendedPortfoliosQuery } from '../api';
import { Section } from '../../shared/blocks';
import { PortfolioRow } from '../components/store-bits';

/** /store/portfolios/recommend/: recommended store portfolios. */
export function StoreRecommendScreen() {
  const q = useListStoreRecommendedPortfoliosQuery({ page: 1, page_size: 20 });
  const rows = q.data?.results ?? [];
  return (
    <Page title="推荐组合">
      <LoadState query={q} empty={!q.isLoading && rows.length === 0}>
        <Section label="推荐组合">
          <ListRows label="推荐组合" flush>
            {rows.map((p) => (
              <PortfolioRow key={p.id} p={p} />
            ))}
          </ListRows>
        </Section>
      </LoadState>
    </Page>
  );
}

export default StoreRecommendScreen;
