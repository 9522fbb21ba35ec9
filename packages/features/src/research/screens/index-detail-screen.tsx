import { EmptyState } from '@jijin/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetIndexKLineQuery, useGetIndexQuery } from '../../research/api';
import { FundRows } from '../../research/components/fund-rows';
import {
  KLineSection,
  MARKET_POLL_MS,
  QuoteHead,
  type KPeriod,
  K_LINE_COUNT,
} from '../../research/components/quote';
import { NO_SOURCE_TEXT } from '../../research/components/no-source';
import s from '../../research/components/research.module.css';
import { SymbolFollowButton } from '../components/symbol-follow-button';

/**
 * /symbols/indexes/{symbol} — an index: last real close, K-line and the index funds tracking
 * it (constituent lists have no source, so none are shown).
 */
export function IndexDetailScreen() {
  const { symbol = '' } = useParams();
  const [period, setPeriod] = useState<KPeriod>('day');
  const first = useGetIndexQuery({ symbol });
  const q = useGetIndexQuery(
    { symbol },
    {
      pollingInterval: first.data?.trade_status === 'open' ? MARKET_POLL_MS : 0,
    },
  );
  const k = useGetIndexKLineQuery({ symbol, period, count: K_LINE_COUNT });
  return (
    <Page title={q.data?.abbr_name ?? '指数详情'}>
      <QueryState query={q}>
        {(ix) => (
          <>
            <section className={s.card} aria-label="行情">
              <div className={s.quoteTop}>
                <QuoteHead
                  price={ix.price}
                  percent={ix.percent_day}
                  date={ix.price_date}
                  status={ix.trade_status}
                />
                <SymbolFollowButton id={Number(ix.symbol)} symbol={ix.symbol} symbolType={5} />
              </div>
            </section>
            <KLineSection points={k.data ?? []} period={period} onPeriod={setPeriod} />
            <section className={s.card} aria-labelledby="ix-cons">
              <h2 id="ix-cons" className={s.title}>
                成分股
              </h2>
              <EmptyState description={NO_SOURCE_TEXT.indexConstituents} />
            </section>
            <section className={s.card} aria-labelledby="ix-funds">
              <h2 id="ix-funds" className={s.title}>
                跟踪该指数的基金
              </h2>
              {ix.funds.length === 0 ? (
                <EmptyState description="暂无跟踪该指数的基金" />
              ) : (
                <FundRows funds={ix.funds} label="跟踪基金" />
              )}
            </section>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default IndexDetailScreen;
