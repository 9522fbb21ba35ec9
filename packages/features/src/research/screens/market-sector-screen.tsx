import { formatBigNumber, formatDate } from '@jijin/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetCnMarketSectorQuery } from '../api';
import { MARKET_POLL_MS, TRADE_STATUS_LABEL } from '../components/quote';
import { Pager, StockRows, StockSortChips, stockSort } from '../components/stock-rows';
import s from '../components/research.module.css';
import { useMarketOverview } from '../components/use-market-overview';

/**
 * /symbols/markets/cn/sect/{id}/?sort= — a Shenwan sector of the A-share board: its size and
 * median valuation, then its stocks sorted; quotes poll every 5,000 ms while the market is open.
 */
export function MarketSectorScreen() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const sort = stockSort(params.get('sort'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { q: market, open } = useMarketOverview();
  const q = useGetCnMarketSectorQuery(
    { id, sort, page },
    { pollingInterval: open ? MARKET_POLL_MS : 0 },
  );
  const status = market.data?.trade_status;
  return (
    <Page title={q.data?.sector.name ?? '行业板块'}>
      <QueryState query={q}>
        {(d) => (
          <>
            <section className={s.card} aria-label="板块概况">
              <dl className={s.kv}>
                <dt>个股数</dt>
                <dd>{d.sector.stocks_count}只</dd>
                <dt>总市值</dt>
                <dd>{formatBigNumber(d.sector.market_value)}元</dd>
                <dt>市盈率中位数</dt>
                <dd>{d.sector.pe_median ?? '--'}</dd>
                <dt>市净率中位数</dt>
                <dd>{d.sector.pb_median ?? '--'}</dd>
              </dl>
              <p className={s.note}>
                申万一级行业
                {market.data?.valuation_date
                  ? `；估值为 ${formatDate(market.data.valuation_date)} 收盘快照`
                  : ''}
                {status ? `；${TRADE_STATUS_LABEL[status] ?? status}` : ''}
              </p>
            </section>
            <section className={s.card} aria-labelledby="sect-stocks">
              <h2 id="sect-stocks" className={s.title}>
                板块个股
              </h2>
              <StockSortChips
                sort={sort}
                onSort={(v) => setParams({ sort: v }, { replace: true })}
              />
              <StockRows stocks={d.results} sort={sort} label="板块个股" />
              <Pager
                page={page}
                totalPage={d.total_page}
                onPage={(p) => setParams({ sort, page: String(p) })}
              />
            </section>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default MarketSectorScreen;
