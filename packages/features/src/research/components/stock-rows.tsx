import { formatBigNumber, formatDate } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { ListRows, PercentText } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { ListRowLink } from '../../shared/list-row-link';
import type { Schemas } from '../../app/api-types';
import s from './research.module.css';

type Quote = Schemas['SymbolQuote'];

/** Sorts of the A-share board (sandbox README "Market board"): value first, PE / PB low first. */
export const STOCK_SORTS: [string, string][] = [
  ['-market_value', '总市值'],
  ['-percent_day', '涨跌幅'],
  ['-price', '股价'],
  ['pe', '市盈率'],
  ['pb', '市净率'],
];

/** The sort of `?sort=` when it is one of {@link STOCK_SORTS}, else the default. */
export function stockSort(value: string | null, fallback = '-market_value'): string {
  return STOCK_SORTS.some(([v]) => v === value) ? value! : fallback;
}

/** Sort chips of a stock list (the choice lives in the query string). */
export function StockSortChips({ sort, onSort }: { sort: string; onSort: (v: string) => void }) {
  return (
    <div className={s.chips} role="group" aria-label="排序">
      {STOCK_SORTS.map(([v, label]) => (
        <Button
          key={v}
          size="small"
          color={sort === v ? 'primary' : 'default'}
          aria-pressed={sort === v}
          onClick={() => onSort(v)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

/**
 * Stock list cells (ui's `ListRow` in a `ListRows` named `label`), each opening the stock: name
 * (the link's name) and code (with the Shenwan sector when asked), the price with its date and
 * the day change where a daily series exists, and the figure the list is sorted by.
 */
export function StockRows({
  stocks,
  sort,
  label,
  showSector = false,
}: {
  stocks: Quote[];
  sort: string;
  label: string;
  showSector?: boolean;
}) {
  const field = sort.replace(/^-/, '');
  const figure = (q: Quote) =>
    field === 'pe'
      ? `市盈率 ${q.pe ?? '--'}`
      : field === 'pb'
        ? `市净率 ${q.pb ?? '--'}`
        : `总市值 ${formatBigNumber(q.market_value ?? null)}`;
  return (
    <ListRows label={label} flush>
      {stocks.map((q) => (
        <ListRowLink
          key={q.symbol}
          to={appPaths.stockDetail(q.symbol)}
          title={q.abbr_name}
          description={`${q.symbol}${showSector && q.sw_industry ? ` · ${q.sw_industry}` : ''} · ${figure(q)}`}
          extra={
            <>
              <span>{q.price ?? '--'}</span>
              {q.percent_day !== null && q.percent_day !== undefined ? (
                <PercentText value={q.percent_day} />
              ) : (
                <span className={s.code}>
                  {q.price_date ? `${formatDate(q.price_date)} 收盘` : '暂无行情'}
                </span>
              )}
            </>
          }
        />
      ))}
    </ListRows>
  );
}

/** 上一页 / 下一页 with the page count. */
export function Pager({
  page,
  totalPage,
  onPage,
}: {
  page: number;
  totalPage: number;
  onPage: (p: number) => void;
}) {
  return (
    <div className={s.actions}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </Button>
      <span className={s.muted}>
        第 {page} / {Math.max(totalPage, 1)} 页
      </span>
      <Button size="small" disabled={page >= totalPage} onClick={() => onPage(page + 1)}>
        下一页
      </Button>
    </div>
  );
}
