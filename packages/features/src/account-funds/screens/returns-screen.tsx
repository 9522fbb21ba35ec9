import { formatDate } from '@jijin/core';
import { EmptyState, ListRow, ListRows, MoneyText, PercentText } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { ReturnsChart } from '../components/returns-chart';
import { useGetReturnsCalendarQuery, useGetReturnsSummaryQuery } from '../api';
import styles from '../account-funds.module.css';

/** The month before or after `YYYY-MM`. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + by;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** Read by screen readers, not shown (the grid cell is too small for words). */
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const WEEK = ['一', '二', '三', '四', '五', '六', '日'];

/** Blank cells before the 1st of `YYYY-MM` in a Monday-first week. */
function leadingBlanks(month: string): number {
  const d = new Date(`${month}-01T00:00:00Z`).getUTCDay();
  return (d + 6) % 7;
}

function daysIn(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The 收益日历: a month grid of daily P&L (red up, green down); tapping a day lists its funds. */
function ReturnsCalendar() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [picked, setPicked] = useState<string | null>(null);
  const q = useGetReturnsCalendarQuery({ month });
  const d = q.data;
  const shown = d?.month ?? month;
  const byDate = new Map((d?.days ?? []).map((x) => [x.date, x]));
  const day = picked ? byDate.get(picked) : undefined;
  return (
    <section className={styles.card} aria-labelledby="calendar-title">
      <div className={styles.calHead}>
        <Button
          size="mini"
          fill="none"
          disabled={!shown}
          onClick={() => {
            setMonth(shiftMonth(shown!, -1));
            setPicked(null);
          }}
        >
          上一月
        </Button>
        <h2 id="calendar-title" className={styles.sectionTitle}>
          收益日历{shown ? ` · ${shown.replace('-', '年')}月` : ''}
        </h2>
        <Button
          size="mini"
          fill="none"
          disabled={!shown}
          onClick={() => {
            setMonth(shiftMonth(shown!, 1));
            setPicked(null);
          }}
        >
          下一月
        </Button>
      </div>
      <LoadState query={q}>
        {d && shown && (
          <>
            <p className={styles.muted}>
              本月收益 <MoneyText value={d.total} signed unit="元" />
              {d.days.length === 0 && '，本月没有收益记录'}
            </p>
            <div className={styles.calGrid} role="grid" aria-label={`${shown}每日收益`}>
              <div role="row" style={{ display: 'contents' }}>
                {WEEK.map((w) => (
                  <span key={w} role="columnheader" aria-label={`星期${w}`}>
                    {w}
                  </span>
                ))}
              </div>
              <div role="row" style={{ display: 'contents' }}>
                {Array.from({ length: leadingBlanks(shown) }, (_, i) => (
                  <span key={`b${i}`} role="gridcell" aria-hidden="true" />
                ))}
                {Array.from({ length: daysIn(shown) }, (_, i) => {
                  const date = `${shown}-${String(i + 1).padStart(2, '0')}`;
                  const x = byDate.get(date);
                  if (!x)
                    return (
                      <span key={date} role="gridcell">
                        {i + 1}
                      </span>
                    );
                  return (
                    <span key={date} role="gridcell">
                      <button
                        type="button"
                        className={`${styles.calDay} ${picked === date ? styles.calDaySelected : ''}`}
                        aria-pressed={picked === date}
                        onClick={() => setPicked(date)}
                        style={{ width: '100%', minHeight: 40 }}
                      >
                        {i + 1}
                        <span style={HIDDEN}>日收益</span>
                        <br />
                        <MoneyText value={x.income} signed grouping={false} />
                        <span style={HIDDEN}>元</span>
                      </button>
                    </span>
                  );
                })}
              </div>
            </div>
            {day && (
              <div aria-live="polite">
                <h3 className={styles.sectionTitle}>
                  {formatDate(day.date)} 收益 <MoneyText value={day.income} signed unit="元" />
                </h3>
                <ListRows label={`${formatDate(day.date)}各基金收益`} flush>
                  {day.funds.map((f) => (
                    <ListRow
                      key={f.symbol}
                      title={`${f.name}（${f.symbol}）`}
                      extra={<MoneyText value={f.income} signed unit="元" />}
                    />
                  ))}
                </ListRows>
              </div>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}

/** TWR, XIRR, 持有收益率, 沪深300 and the excess, with why they differ, and the 收益走势. */
function ReturnsSummary() {
  const q = useGetReturnsSummaryQuery();
  const d = q.data;
  return (
    <section className={styles.card} aria-labelledby="returns-title">
      <h2 id="returns-title" className={styles.sectionTitle}>
        我的收益率
      </h2>
      <LoadState query={q}>
        {d &&
          (d.start_date === null ? (
            <EmptyState title="暂无收益记录" description="买入基金并确认后，这里会显示收益率" />
          ) : (
            <>
              <p className={styles.muted}>
                {formatDate(d.start_date)}（首笔交易）至{formatDate(d.end_date)}（净值日期）
              </p>
              <dl className={styles.grid2}>
                <div>
                  <dt>时间加权收益率</dt>
                  <dd data-testid="twr">
                    <PercentText value={d.twr} />
                  </dd>
                </div>
                <div>
                  <dt>资金加权年化收益率</dt>
                  <dd data-testid="xirr">
                    {d.xirr_status === 'ok' ? <PercentText value={d.xirr} /> : '数据不足'}
                  </dd>
                </div>
                <div>
                  <dt>持有收益率</dt>
                  <dd data-testid="holding-rate">
                    <PercentText value={d.holding_return_rate} />
                  </dd>
                </div>
                <div>
                  <dt>
                    同期{d.benchmark.name}
                    {d.benchmark.as_of ? `（截至${formatDate(d.benchmark.as_of, 'MM-DD')}）` : ''}
                  </dt>
                  <dd data-testid="benchmark">
                    <PercentText value={d.benchmark.return} />
                  </dd>
                </div>
                <div>
                  <dt>超额收益（相对{d.benchmark.name}）</dt>
                  <dd data-testid="excess">
                    <PercentText value={d.benchmark.excess} />
                  </dd>
                </div>
              </dl>
              <p className={styles.note}>
                持有收益率只看现在还持有的份额赚了多少，时间加权收益率不受您何时买卖、买卖多少的影响、只衡量所选基金本身的表现（可与
                {d.benchmark.name}
                比较），资金加权年化收益率则按每笔钱实际投入的时间折成年化、衡量您的钱真正赚了多少，所以三者常常不同。
              </p>
              {d.xirr_status !== 'ok' && (
                <p className={styles.muted}>
                  资金加权年化收益率需要至少30天的投资记录，时间太短折成年化会失真。
                </p>
              )}
              <ReturnsChart line={d.line} benchmarkName={d.benchmark.name} />
            </>
          ))}
      </LoadState>
    </section>
  );
}

/**
 * /accounts/funds/returns/: how much the user has really made on funds — TWR and XIRR against
 * 沪深300 with why they differ from 持有收益率, the 收益走势, and the 收益日历 (designed
 * `GET /funds/returns/summary/` and `/calendar/`; bao and portfolios are not included).
 */
export function ReturnsScreen() {
  return (
    <Page title="收益分析">
      <ReturnsSummary />
      <ReturnsCalendar />
      <p className={`${styles.note} ${styles.muted}`}>统计范围：基金持仓，不含理财宝和组合。</p>
    </Page>
  );
}

export default ReturnsScreen;
