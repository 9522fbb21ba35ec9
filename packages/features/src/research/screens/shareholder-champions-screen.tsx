import { appPaths } from '../../app/routes/index';
import { EmptyState } from '@jijin/ui';
import { Link } from 'react-router-dom';
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
              <ul className={s.rows} aria-label="股东排行">
                {d.results.map((h) => (
                  <li key={h.id} className={s.row}>
                    <Link className={s.rowMain} to={appPaths.shareholder(h.id)}>
                      <span className={s.name}>{h.name}</span>
                      <span className={s.code}>持有 {h.holdings?.length ?? 0} 只个股</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </Page>
  );
}

export default ShareholderChampionsScreen;
