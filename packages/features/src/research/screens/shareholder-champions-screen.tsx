import { ListRowLink } from '../../shared/list-row-link';
import { appPaths } from '../../app/routes/index';
import { ListRows, EmptyState } from '@jijin/ui';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useListShareholderChampionsQuery } from '../api';
import { NO_SOURCE_TEXT } from '../components/no-source';
import s from '../components/research.module.css';

/**
 * /symbols/shareholders/champions/ — the shareholder ranking (牛散). The sandbox has no
 * shareholder source: the page is empty and the screen says so.
 */
export function ShareholderChampionsScreen() {
  const q = useListShareholderChampionsQuery({ page: 1 });
  return (
    <Page title="牛散排行">
      <section className={s.card}>
        <QueryState query={q}>
          {(d) =>
            d.results.length === 0 ? (
              <EmptyState description={NO_SOURCE_TEXT.shareholders} />
            ) : (
              <ListRows label="股东排行" flush>
                {d.results.map((h) => (
                  <ListRowLink
                    key={h.id}
                    to={appPaths.shareholder(h.id)}
                    title={h.name}
                    description={<>持有 {h.holdings?.length ?? 0} 只个股</>}
                  />
                ))}
              </ListRows>
            )
          }
        </QueryState>
      </section>
    </Page>
  );
}

export default ShareholderChampionsScreen;
