import { formatDate } from '@jijin/core';
import { ErrorState } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { errorMessage, useErrorToast } from '../../shared/errors';
import { useGetMyHoldingLotsPagesInfiniteQuery } from '../api';
import styles from '../account-funds.module.css';

/** Lots asked for per page (the contract's default page size). */
export const LOTS_PAGE_SIZE = 20;

const LOT_SOURCE: Record<string, string> = { buy: '买入', plan: '定投', reinvest: '红利再投' };

/**
 * The lots of one holding still held, oldest first (the order a sell takes them), from the
 * designed paged `GET /funds/returns/holding/lots/` (spec 001 §7 Fund trading): each lot's confirm
 * date, how it came (买入 / 定投 / 红利再投), days held, shares, redemption rate today (不满7天
 * marked) and the date and rate it falls to. {@link LOTS_PAGE_SIZE} a page; 加载更多 asks for the
 * next while `total_page` is not reached, and, once there is more than one page, a line says how
 * many of `total_count` are shown. A failed first page shows the API's message with 重新加载; every failure also toasts.
 */
export function HoldingLots({ symbol }: { symbol: string }) {
  const q = useGetMyHoldingLotsPagesInfiniteQuery({ symbol, page_size: LOTS_PAGE_SIZE });
  const pages = q.data?.pages;
  useErrorToast(q.isError ? q.error : undefined);
  if (!pages) {
    if (!q.isError) return null;
    return <ErrorState description={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  }
  const lots = pages.flatMap((p) => p.results);
  const total = pages[pages.length - 1]?.total_count ?? lots.length;
  return (
    <>
      <table className={styles.table}>
        <caption>持有份额批次（先买先卖）</caption>
        <thead>
          <tr>
            <th scope="col">确认日期</th>
            <th scope="col">份额</th>
            <th scope="col">赎回费率</th>
            <th scope="col">费率下调</th>
          </tr>
        </thead>
        <tbody>
          {lots.map((l, i) => (
            <tr key={`${l.confirm_date}-${i}`}>
              <td>
                {formatDate(l.confirm_date)}
                <br />
                <span className={styles.muted}>
                  {LOT_SOURCE[l.source] ?? '买入'} · 已持有{l.days}天
                </span>
              </td>
              <td>{l.shares}份</td>
              <td className={l.penalty ? styles.orange : undefined}>
                {l.fee_rate}%{l.penalty ? '（不满7天）' : ''}
              </td>
              <td>
                {l.falls_on ? `${formatDate(l.falls_on)}起${l.next_fee_rate ?? 0}%` : '不再下调'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {(pages.length > 1 || q.hasNextPage) && (
        <p className={`${styles.muted} ${styles.lotsMore}`} data-testid="lots-count">
          共{total}笔，已显示{lots.length}笔
        </p>
      )}
      {q.hasNextPage && (
        <div className={styles.lotsMore}>
          <Button
            size="small"
            loading={q.isFetchingNextPage}
            onClick={() => void q.fetchNextPage()}
          >
            加载更多
          </Button>
        </div>
      )}
    </>
  );
}
