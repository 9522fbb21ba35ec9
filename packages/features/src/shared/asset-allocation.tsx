import { formatDate, formatPercent } from '@jijin/core';
import { appPaths } from '../app/routes/index';
import type { AssetAllocation } from '@jijin/core/api';
import { EmptyState, PercentText } from '@jijin/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, isConditionError, useErrorToast } from './errors';
import styles from './asset-allocation.module.css';

/**
 * A fund's asset allocation, top holdings and industry weights (spec 001 §3 Asset allocation),
 * read by the fund detail and 持仓明细 (funds area) and the 资产配置 tabs (research area). Every
 * figure carries its report date and says it is a share of the fund's total assets; parts the
 * report does not disclose (null: bond, cash) read 未披露 — none is invented.
 */
const pct = (v: number | null | undefined) => formatPercent(v ?? null, { sign: false }).text;

const PARTS: readonly { key: 'stock' | 'bond' | 'cash' | 'other'; label: string; color: string }[] =
  [
    { key: 'stock', label: '股票', color: '#e93030' },
    { key: 'bond', label: '债券', color: '#1677ff' },
    { key: 'cash', label: '现金', color: '#ff8f1f' },
    { key: 'other', label: '其他', color: '#999999' },
  ];

/** A-share symbols (SH / SZ / BJ + 6 digits) have a stock page; HK and other listings do not. */
export const hasStockPage = (symbol: string | null | undefined): symbol is string =>
  !!symbol && /^(SH|SZ|BJ)\d{6}$/.test(symbol);

/** Stock / bond / cash / other as a bar with its legend (null parts read 未披露), summing to 100 %. */
export function AllocationBar({ data }: { data: AssetAllocation }) {
  const labelOf = (p: (typeof PARTS)[number]) =>
    p.key === 'other' ? (data.other_label ?? p.label) : p.label;
  const pctOf = (p: (typeof PARTS)[number]) =>
    data[p.key] === null || data[p.key] === undefined ? '未披露' : pct(data[p.key]);
  return (
    <div>
      <p className={styles.muted}>报告期 {formatDate(data.report_date)}</p>
      <div
        className={styles.bar}
        role="img"
        aria-label={PARTS.map((p) => `${labelOf(p)}${pctOf(p)}`).join('，')}
      >
        {PARTS.map((p) => (
          <span
            key={p.key}
            style={{ width: `${Math.max(0, Number(data[p.key]) || 0)}%`, background: p.color }}
          />
        ))}
      </div>
      <ul className={styles.legend} aria-label="资产配置明细">
        {PARTS.map((p) => (
          <li key={p.key}>
            <span className={styles.dot} style={{ background: p.color }} aria-hidden />
            {labelOf(p)} {pctOf(p)}
          </li>
        ))}
      </ul>
      {data.note && <p className={styles.note}>{data.note}</p>}
    </div>
  );
}

/**
 * Top holdings: name (an A-share links to its page), code, weight and its change against the
 * previous report (新进 when the stock was not in it).
 */
export function HoldingsTable({ data, limit }: { data: AssetAllocation; limit?: number }) {
  const rows = (data.hold_symbols ?? []).slice(0, limit);
  if (rows.length === 0) return <p className={styles.muted}>暂无持仓数据</p>;
  return (
    <table className={styles.table}>
      <caption>
        {formatDate(data.report_date)} 报告期，占基金总资产比例
        {data.previous_report_date ? `；较上期（${formatDate(data.previous_report_date)}）` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">股票</th>
          <th scope="col">占比</th>
          <th scope="col">较上期</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.symbol}>
            <th scope="row">
              {hasStockPage(r.symbol) ? (
                <Link to={appPaths.stockDetail(r.symbol)}>{r.abbr_name}</Link>
              ) : (
                r.abbr_name
              )}
              <br />
              <small className={styles.code}>{r.symbol}</small>
            </th>
            <td>{pct(r.percent)}</td>
            <td>
              {r.is_new ? (
                '新进'
              ) : r.percent_change === null || r.percent_change === undefined ? (
                '--'
              ) : (
                <PercentText value={r.percent_change} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Industry weights (Shenwan level 1) of the top-10 holdings. */
export function IndustryTable({ data }: { data: AssetAllocation }) {
  const rows = data.industry ?? [];
  if (!rows.length) return <p className={styles.muted}>暂无行业数据</p>;
  return (
    <table className={styles.table}>
      <caption>{formatDate(data.report_date)} 报告期前十大重仓股按申万一级行业汇总</caption>
      <thead>
        <tr>
          <th scope="col">行业</th>
          <th scope="col">占总资产</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <td>{pct(r.percent)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The load states of an allocation read (spec 001 §8): while loading a status line; a load
 * failure shows its message as a toast and the section as 暂无数据 — no retry loop, no error page.
 * A fund that has simply disclosed no holdings (the server's 404 with its `errors`, e.g.
 * 该基金暂无持仓披露数据) is an empty section, not a failure: its reason in the empty state and
 * no toast over the page.
 */
export function AllocationLoad({
  query,
  children,
  loading,
}: {
  query: { data?: AssetAllocation; error?: unknown; isLoading: boolean };
  children: (data: AssetAllocation) => ReactNode;
  /** Replaces the loading line (e.g. a placeholder that keeps the section's height). */
  loading?: ReactNode;
}) {
  const nothingDisclosed = isConditionError(query.error);
  useErrorToast(query.data === undefined && !nothingDisclosed ? query.error : undefined);
  if (query.data) return <>{children(query.data)}</>;
  if (query.error) return <EmptyState description={errorMessage(query.error)} />;
  return (
    <>
      {loading ?? (
        <p className={styles.loading} role="status">
          加载中
        </p>
      )}
    </>
  );
}
