import { formatBigNumber, formatDate } from '@jijin/core';
import { ListRowLink } from '../../shared/list-row-link';
import { appPaths } from '../../app/routes/index';
import { ListRows, EmptyState, PercentText } from '@jijin/ui';
import { useLocation } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useListDailyTopBlockTradesQuery } from '../api';
import { NO_SOURCE_TEXT } from '../components/no-source';
import s from '../components/research.module.css';

/**
 * /symbols/block_trades/daily_top/ (大宗交易日榜) and /symbols/stocks/block_trade/ (个股大宗交易):
 * the day's block trades. No source exists in the sandbox's data, so the answer is empty and the
 * screen says so rather than showing invented trades.
 */
export function BlockTradesTopScreen() {
  const stocks = useLocation().pathname.startsWith('/symbols/stocks/');
  const q = useListDailyTopBlockTradesQuery();
  return (
    <Page title={stocks ? '个股大宗交易' : '大宗交易日榜'}>
      <section className={s.card}>
        <QueryState query={q}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState description={NO_SOURCE_TEXT.blockTrades} />
            ) : (
              <ListRows label="大宗交易" flush>
                {list.map((t, i) => (
                  <ListRowLink
                    key={`${t.symbol}-${t.date}-${i}`}
                    to={appPaths.stockDetail(t.symbol)}
                    title={t.abbr_name}
                    description={
                      <>
                        {t.symbol} · {formatDate(t.date)} · 成交价 {t.price}
                      </>
                    }
                    extra={
                      <>
                        <span>{formatBigNumber(t.amount)}元</span>
                        <PercentText value={t.premium_percent ?? null} />
                      </>
                    }
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

export default BlockTradesTopScreen;
