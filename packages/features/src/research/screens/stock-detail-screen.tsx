import { formatBigNumber, formatDate, formatPercent } from '@jijin/core';
import { ListRowLink } from '../../shared/list-row-link';
import { appPaths } from '../../app/routes/index';
import { ListRows, EmptyState } from '@jijin/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetStockKLineQuery, useGetStockQuery } from '../../research/api';
import {
  KLineSection,
  MARKET_POLL_MS,
  QuoteHead,
  type KPeriod,
  K_LINE_COUNT,
} from '../../research/components/quote';
import s from '../../research/components/research.module.css';
import { SymbolFollowButton } from '../components/symbol-follow-button';

/**
 * /symbols/stocks/{symbol}/ — a stock (spec 001 §2 `/s/{stock}`): last real close, valuation
 * snapshot, K-line where a series exists, and the funds that hold it with the report date.
 */
export function StockDetailScreen() {
  const { symbol = '' } = useParams();
  const [period, setPeriod] = useState<KPeriod>('day');
  const first = useGetStockQuery({ symbol });
  const q = useGetStockQuery(
    { symbol },
    {
      pollingInterval:
        first.data?.trade_status === 'open' && first.data.has_k_line ? MARKET_POLL_MS : 0,
    },
  );
  const k = useGetStockKLineQuery(
    { symbol, period, count: K_LINE_COUNT },
    { skip: !q.data?.has_k_line },
  );
  return (
    <Page title={q.data?.abbr_name ?? '个股详情'}>
      <QueryState query={q}>
        {(st) => (
          <>
            <section className={s.card} aria-label="行情">
              <p className={s.muted}>
                {st.symbol} · {st.industry ?? '--'}
                {st.sw_industry ? ` · 申万 ${st.sw_industry}` : ''}
              </p>
              <div className={s.quoteTop}>
                <QuoteHead
                  price={st.price}
                  percent={st.percent_day}
                  date={st.price_date}
                  status={st.trade_status}
                />
                <SymbolFollowButton id={Number(st.code)} symbol={st.symbol} symbolType={1} />
              </div>
              <dl className={s.kv}>
                <dt>市盈率</dt>
                <dd>{st.pe ?? '--'}</dd>
                <dt>市净率</dt>
                <dd>{st.pb ?? '--'}</dd>
                <dt>总市值</dt>
                <dd>{formatBigNumber(st.market_value ?? null)}元</dd>
              </dl>
              {st.valuation_date && (
                <p className={s.note}>估值数据日期 {formatDate(st.valuation_date)}</p>
              )}
            </section>
            {st.has_k_line ? (
              <KLineSection points={k.data ?? []} period={period} onPeriod={setPeriod} />
            ) : (
              <section className={s.card}>
                <EmptyState description="暂无该股的K线数据" />
              </section>
            )}
            <section className={s.card} aria-labelledby="st-funds">
              <h2 id="st-funds" className={s.title}>
                持有该股的基金
              </h2>
              {st.funds_report_date && (
                <p className={s.muted}>
                  {formatDate(st.funds_report_date)} 报告期，全市场 {st.funds_count ?? '--'}{' '}
                  只基金前十大重仓；占比为占基金总资产比例
                </p>
              )}
              {st.funds.length === 0 ? (
                <EmptyState description="暂无持有该股的基金" />
              ) : (
                <ListRows label="持有基金" flush>
                  {st.funds.map((h) => (
                    <ListRowLink
                      key={h.fund.symbol}
                      to={appPaths.fundDetail(h.fund.symbol)}
                      title={h.fund.abbr_name}
                      description={h.fund.symbol}
                      extra={<span>{formatPercent(h.percent, { sign: false }).text}</span>}
                    />
                  ))}
                </ListRows>
              )}
            </section>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default StockDetailScreen;
