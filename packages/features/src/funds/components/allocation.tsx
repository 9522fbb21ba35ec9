import { formatDate, formatPercent } from '@jijin/core';
import { PercentText } from '@jijin/ui';
import type { AssetAllocation } from '@jijin/core';
import styles from '../funds.module.css';

const pct = (v: number | null | undefined) => formatPercent(v ?? null, { sign: false }).text;

const PARTS: readonly { key: 'stock' | 'bond' | 'cash' | 'other'; label: string; color: string }[] =
  [
    { key: 'stock', label: '股票', color: '#e93030' },
    { key: 'bond', label: '债券', color: '#1677ff' },
    { key: 'cash', label: '现金', color: '#ff8f1f' },
    { key: 'other', label: '其他', color: '#999999' },
  ];

/**
 * Asset allocation (stock / bond / cash / other, % of assets) as a bar with its legend. Parts
 * the report does not disclose (null) read 未披露; `other_label` names the rest (research issue
 * 15: minimal edit so the real data reads honestly).
 */
export function AllocationBar({ data }: { data: AssetAllocation }) {
  const labelOf = (p: (typeof PARTS)[number]) =>
    p.key === 'other' ? (data.other_label ?? p.label) : p.label;
  const pctOf = (p: (typeof PARTS)[number]) => (data[p.key] === null ? '未披露' : pct(data[p.key]));
  return (
    <div>
      <p className={styles.muted}>报告期 {formatDate(data.report_date)}</p>
      <div
        className={styles.allocationBar}
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
      <ul className={styles.allocationLegend}>
        {PARTS.map((p) => (
          <li key={p.key}>
            <span className={styles.dot} style={{ background: p.color }} aria-hidden />
            {labelOf(p)} {pctOf(p)}
          </li>
        ))}
      </ul>
      {data.note && <p className={styles.muted}>{data.note}</p>}
    </div>
  );
}

/** Top holdings (hold_symbols): name, code, % of assets as reported, change. */
export function HoldSymbolsTable({ data, limit }: { data: AssetAllocation; limit?: number }) {
  const rows = (data.hold_symbols ?? []).slice(0, limit ?? undefined);
  if (rows.length === 0) return <p className={styles.muted}>暂无持仓数据</p>;
  return (
    <table className={styles.table}>
      <caption className="jj-visually-hidden">重仓股票</caption>
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
            <td>
              {r.abbr_name}
              <br />
              <small className={styles.muted}>{r.symbol}</small>
            </td>
            <td>{pct(r.percent)}</td>
            <td>
              {r.percent_change === null || r.percent_change === undefined ? (
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
