import { appPaths, formatDate, formatPercent } from '@jijin/core';
import { PercentText } from '@jijin/ui';
import { Link } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import s from './research.module.css';

const pct = (v: number | null | undefined) => formatPercent(v ?? null, { sign: false }).text;
const PARTS = [
  ['stock', '股票', '#cf1f25'],
  ['bond', '债券', '#1677ff'],
  ['cash', '现金', '#ff8f1f'],
  ['other', '其他', '#999999'],
] as const;

/** Stock / bond / cash / other of one report (null parts are 未披露), summing to 100 %. */
export function AllocationView({ data }: { data: Schemas['AssetAllocation'] }) {
  const label = (k: (typeof PARTS)[number][0], l: string) =>
    k === 'other' ? (data.other_label ?? l) : l;
  const shown = PARTS.filter(([k]) => data[k] !== null && data[k] !== undefined);
  return (
    <div>
      <p className={s.muted}>报告期 {formatDate(data.report_date)}</p>
      <div
        className={s.bar}
        role="img"
        aria-label={shown.map(([k, l]) => `${label(k, l)}${pct(data[k])}`).join('，')}
      >
        {shown.map(([k, , color]) => (
          <span key={k} style={{ width: `${Number(data[k]) || 0}%`, background: color }} />
        ))}
      </div>
      <dl className={s.kv}>
        {PARTS.map(([k, l]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{label(k, l)}</dt>
            <dd>{data[k] === null || data[k] === undefined ? '未披露' : pct(data[k])}</dd>
          </div>
        ))}
      </dl>
      {data.note && <p className={s.note}>{data.note}</p>}
    </div>
  );
}

/** Industry weights (Shenwan level 1) of the top-10 holdings. */
export function IndustryView({ data }: { data: Schemas['AssetAllocation'] }) {
  const rows = data.industry ?? [];
  if (!rows.length) return <p className={s.muted}>暂无行业数据</p>;
  return (
    <table className={s.table}>
      <caption className={s.muted}>
        {formatDate(data.report_date)} 前十大重仓股按申万一级行业汇总
      </caption>
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

/** Top holdings with weight, change against the previous report and a link to the stock. */
export function HoldingsTable({
  data,
  limit,
}: {
  data: Schemas['AssetAllocation'];
  limit?: number;
}) {
  const rows = (data.hold_symbols ?? []).slice(0, limit);
  if (!rows.length) return <p className={s.muted}>暂无持仓数据</p>;
  return (
    <table className={s.table}>
      <caption className={s.muted}>
        {formatDate(data.report_date)} 报告期，占基金总资产比例
        {data.previous_report_date ? `，较上期（${formatDate(data.previous_report_date)}）` : ''}
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
              {/^(SH|SZ)\d{6}$/.test(r.symbol) ? (
                <Link to={appPaths.stockDetail(r.symbol)}>{r.abbr_name}</Link>
              ) : (
                r.abbr_name
              )}
              <br />
              <small className={s.code}>{r.symbol}</small>
            </th>
            <td>{pct(r.percent)}</td>
            <td>{r.is_new ? '新进' : <PercentText value={r.percent_change ?? null} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
