import { appPaths } from '../../app/routes/index';
import { PercentText } from '@jijin/ui';
import { Link } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useListIndexesQuery } from '../../research/api';
import { quoteAsOf } from '@jijin/core';
import { MARKET_POLL_MS } from '../../research/components/quote';
import { useServices } from '../../app/services-context';
import s from '../../research/components/research.module.css';

/** /symbols/indexes/ — market indexes with their last real close (polled while open). */
export function IndexesScreen() {
  const { clock } = useServices();
  const q = useListIndexesQuery();
  const open = q.data?.some((i) => i.trade_status === 'open');
  useListIndexesQuery(undefined, { pollingInterval: open ? MARKET_POLL_MS : 0 });
  return (
    <Page title="指数">
      <section className={s.card}>
        <QueryState query={q}>
          {(list) => (
            <ul className={s.rows} aria-label="指数列表">
              {list.map((i) => (
                <li key={i.symbol} className={s.row}>
                  <Link className={s.rowMain} to={appPaths.indexDetail(i.symbol)}>
                    <span className={s.name}>{i.abbr_name}</span>
                    <span className={s.code}>
                      {i.symbol} · {quoteAsOf(i.price_date, i.trade_status, clock.now())}
                    </span>
                  </Link>
                  <span className={s.value}>
                    {i.price}
                    <br />
                    <PercentText value={i.percent_day ?? null} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <p className={s.note}>
          <Link to={appPaths.marketDetail()}>沪深行情：行业板块与个股</Link>
        </p>
      </section>
    </Page>
  );
}

export default IndexesScreen;
