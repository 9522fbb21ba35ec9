import { formatBigNumber, formatDate } from '@jijin/core';
import { ListRowLink } from '../../shared/list-row-link';
import { appPaths } from '../../app/routes/index';
import { ListRows, PercentText } from '@jijin/ui';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useListCnMarketSymbolsQuery } from '../api';
import { MARKET_POLL_MS, TRADE_STATUS_LABEL } from '../components/quote';
import { Pager, StockRows, StockSortChips, stockSort } from '../components/stock-rows';
import s from '../components/research.module.css';
import { useMarketOverview } from '../components/use-market-overview';

/**
 * /symbols/markets/cn/detail/?sort= — 沪深行情: the trade status and main indexes, the Shenwan
 * sectors (to /sect/{id}/) and every listed stock sorted by `sort`; quotes poll while open.
 */
export function MarketDetailScreen() {
  const [params, setParams] = useSearchParams();
  const sort = stockSort(params.get('sort'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { q, open } = useMarketOverview();
  const stocks = useListCnMarketSymbolsQuery(
    { sort, page },
    { pollingInterval: open ? MARKET_POLL_MS : 0 },
  );
  return (
    <Page title="沪深行情">
      <QueryState query={q}>
        {(m) => (
          <>
            <section className={s.card} aria-labelledby="mk-status">
              <h2 id="mk-status" className={s.title}>
                {TRADE_STATUS_LABEL[m.trade_status] ?? m.trade_status}
              </h2>
              <ListRows label="大盘指数" flush>
                {m.indexes.map((i) => (
                  <ListRowLink
                    key={i.symbol}
                    to={appPaths.indexDetail(i.symbol)}
                    title={i.abbr_name}
                    description={
                      <>{i.price_date ? `${formatDate(i.price_date)} 收盘` : '暂无行情'}</>
                    }
                    extra={
                      <>
                        <span>{i.price ?? '--'}</span>
                        <PercentText value={i.percent_day ?? null} />
                      </>
                    }
                  />
                ))}
              </ListRows>
            </section>
            <section className={s.card} aria-labelledby="mk-sectors">
              <h2 id="mk-sectors" className={s.title}>
                行业板块（申万一级）
              </h2>
              <p className={s.note}>
                估值为 {formatDate(m.valuation_date ?? null)}{' '}
                收盘快照；仅含有申万行业分类的股票；市盈率为板块内盈利个股的中位数
              </p>
              <ListRows label="行业板块" flush>
                {(m.sectors ?? []).map((x) => (
                  <ListRowLink
                    key={x.id}
                    to={appPaths.marketSector(x.id)}
                    title={x.name}
                    description={
                      <>
                        {x.stocks_count}只 · 市盈率中位数 {x.pe_median ?? '--'}
                      </>
                    }
                    extra={<span>{formatBigNumber(x.market_value)}</span>}
                  />
                ))}
              </ListRows>
            </section>
          </>
        )}
      </QueryState>
      <section className={s.card} aria-labelledby="mk-stocks">
        <h2 id="mk-stocks" className={s.title}>
          沪深个股
        </h2>
        <StockSortChips sort={sort} onSort={(v) => setParams({ sort: v }, { replace: true })} />
        <p className={s.note}>涨跌幅仅对有日线数据的个股提供；其余个股显示估值快照日的收盘价</p>
        <QueryState query={stocks}>
          {(d) => (
            <>
              <StockRows stocks={d.results} sort={sort} label="沪深个股" showSector />
              <Pager
                page={page}
                totalPage={d.total_page}
                onPage={(p) => setParams({ sort, page: String(p) })}
              />
            </>
          )}
        </QueryState>
      </section>
    </Page>
  );
}

export default MarketDetailScreen;
