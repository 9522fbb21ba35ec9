import { formatDate } from '@jijin/core';
import { MARKET_TRADE_STATUS } from '@jijin/core/constants';
import { quoteWords } from '@jijin/core/status';
import { PercentText } from '@jijin/ui';
import { KLineChart } from '@jijin/ui/charts';
import { Tabs } from 'antd-mobile';
import { useServices } from '../../app/services-context';
import s from './research.module.css';

/** Spec 001 §9: market quotes poll every 5,000 ms while the market is open (the area's constant). */
export { MARKET_POLL_MS } from '../constants';

/** Trade status display values (spec 001 §9): open, rest, closed, call auction (core). */
export const TRADE_STATUS_LABEL: Record<string, string> = MARKET_TRADE_STATUS;

/**
 * Price, change, and the quote's date with what it is now (core `quoteWords`: 交易中 only for
 * today's quote while the market trades, else 收盘 — an old close never reads 交易中).
 */
export function QuoteHead({
  price,
  percent,
  date,
  status,
}: {
  price: string | null | undefined;
  percent: number | null | undefined;
  date: string | null | undefined;
  status: string | undefined;
}) {
  const { clock } = useServices();
  return (
    <div>
      <span className={s.price}>{price ?? '--'}</span> <PercentText value={percent ?? null} />
      <p className={s.muted}>
        {date ? `${formatDate(date)} ${quoteWords(date, status, clock.now())}` : '暂无行情'}
      </p>
    </div>
  );
}

export type KPeriod = 'day' | 'week' | 'month';

/** How many bars a k-line asks for (`count` of GET …/k_line/): the last 120 of the period. */
export const K_LINE_COUNT = 120;

/** K-line with day / week / month tabs, or the empty state when there is no series. */
export function KLineSection({
  points,
  period,
  onPeriod,
}: {
  points: {
    date: string;
    open: string;
    close: string;
    high: string;
    low: string;
    volume?: number;
  }[];
  period: KPeriod;
  onPeriod: (p: KPeriod) => void;
}) {
  return (
    <section className={s.card} aria-label="K线">
      <Tabs activeKey={period} onChange={(k) => onPeriod(k as KPeriod)}>
        <Tabs.Tab title="日K" key="day" />
        <Tabs.Tab title="周K" key="week" />
        <Tabs.Tab title="月K" key="month" />
      </Tabs>
      {points.length === 0 ? (
        <p className={s.muted}>暂无K线数据</p>
      ) : (
        <KLineChart
          points={points.map((p) => ({
            date: p.date,
            open: Number(p.open),
            close: Number(p.close),
            high: Number(p.high),
            low: Number(p.low),
            volume: p.volume ?? 0,
          }))}
        />
      )}
    </section>
  );
}
