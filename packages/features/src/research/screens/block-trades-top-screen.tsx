import { formatBigNumber, formatDate } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { EmptyState, PercentText } from '@jijin/ui';
import { Link, useLocation } from 'react-router-dom';
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
              <ul className={s.rows} aria-label="大宗交易">
                {list.map((t, i) => (
                  <li key={`${t.symbol}-${t.date}-${i}`} className={s.row}>
                    <Link className={s.rowMain} to={appPaths.stockDetail(t.symbol)}>
                      <span className={s.name}>{t.abbr_name}</span>
                      <span className={s.code}>
                        {t.symbol} · {formatDate(t.date)} · 成交价 {t.price}
                      </span>
                    </Link>
                    <span className={s.value}>
                      {formatBigNumber(t.amount)}元
                      <br />
                      <PercentText value={t.premium_percent ?? null} />
                    </span>
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

export default BlockTradesTopScreen;
