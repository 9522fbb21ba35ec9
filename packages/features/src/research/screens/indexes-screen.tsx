import { ListRowLink } from '../../shared/list-row-link';
import { appPaths } from '../../app/routes/index';
import { ListRows, PercentText } from '@jijin/ui';
import { Link } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useListIndexesQuery } from '../../research/api';
import { quoteAsOf } from '@jijin/core/status';
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
            <ListRows label="指数列表" flush>
              {list.map((i) => (
                <ListRowLink
                  key={i.symbol}
                  to={appPaths.indexDetail(i.symbol)}
                  title={i.abbr_name}
                  description={
                    <>
                      {i.symbol} · {quoteAsOf(i.price_date, i.trade_status, clock.now())}
                    </>
                  }
                  extra={
                    <>
                      <span>{i.price}</span>
                      <PercentText value={i.percent_day ?? null} />
                    </>
                  }
                />
              ))}
            </ListRows>
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
