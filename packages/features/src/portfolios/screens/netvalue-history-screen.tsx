import { toDecimal } from '@jijin/core';
import { NETVALUE_HISTORY_PAGE_SIZE } from '../constants';
import { ListRow, PercentText } from '@jijin/ui';
import { useParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { PagedList } from '../../shared/paged-list';
import { useGetPortfolioNetValueHistoryPagesInfiniteQuery } from '../../portfolios/api';
import { NAV_LINES } from '../../portfolios/chart-period';
import { PagedRow, Section } from '../../shared/blocks';

type Point = Schemas['NetValuePoint'];
const byDate = (p: Point) => p.date;

/**
 * /p/{id}/netvalue_history/: the computed net values, newest first, 20 a page, loading more within
 * 120 px of the bottom while pages remain (spec 001 §2, §9).
 */
export function NetValueHistoryScreen() {
  const id = Number(useParams().id);
  const query = useGetPortfolioNetValueHistoryPagesInfiniteQuery({
    id,
    page_size: NETVALUE_HISTORY_PAGE_SIZE,
    types: NAV_LINES,
  });
  const items = query.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <Page title="历史净值">
      <Section label="历史净值">
        <PagedList
          query={query}
          keyOf={byDate}
          label="历史净值"
          itemKey={(p) => p.date}
          render={(p, i) => {
            const prev = items[i + 1];
            const day =
              prev && prev.net_value && p.net_value
                ? toDecimal(p.net_value).div(prev.net_value).minus(1).times(100).toFixed(2)
                : null;
            return (
              <PagedRow>
                <ListRow
                  title={p.date}
                  description={`成立以来 ${p.percentage_begin}%`}
                  extra={
                    <>
                      <span>{p.net_value}</span>
                      <PercentText value={day} />
                    </>
                  }
                />
              </PagedRow>
            );
          }}
        />
      </Section>
    </Page>
  );
}

export default NetValueHistoryScreen;
