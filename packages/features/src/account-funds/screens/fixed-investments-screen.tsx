import { Page } from '../../app/page';
import { byId, PagedList } from '../../shared/paged-list';
import { PagedRow } from '../../shared/blocks';
import { useListMyFixedInvestmentsPagesInfiniteQuery } from '../api';
import { FixedRow } from './fixed-row';

/** /accounts/funds/fixed_investments/: all my fixed-investment plans, 20 a page. */
export function FixedInvestmentsScreen() {
  const query = useListMyFixedInvestmentsPagesInfiniteQuery({ page_size: 20 });
  return (
    <Page title="定投计划">
      <PagedList
        query={query}
        keyOf={byId}
        label="定投计划"
        emptyText="暂无定投计划"
        itemKey={(p) => p.id}
        render={(p) => (
          <PagedRow>
            <FixedRow p={p} />
          </PagedRow>
        )}
      />
    </Page>
  );
}

export default FixedInvestmentsScreen;
