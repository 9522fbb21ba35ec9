import { formatPercent } from '@jijin/core';
import type { NetValuePoint } from '../../shared/fund-model';

export interface NetValueLinesProps {
  points: readonly NetValuePoint[];
  /** The fund's name for the legend and the accessible summary. */
  name: string;
  /** Chart height in px (default 180). */
  height?: number;
}

const W = 343;

function path(values: readonly (number | null | undefined)[], min: number, max: number, h: number): string {
  const n = values.length;
  const span = max - min || 1;
  let d = '';
  values.forEach((v, i) => {
    if (v === null || v === undefined) return;
    const x = n === 1 ? W / 2 : (i / (n - 1)) * W;
    const y = h - ((v - min) / span) * (h - 8) - 4;
    d += `${d ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`;
  });
  return d;
}

/**
 * The fund's return since the period start against CSI 300 (沪深300), as two lines. A light SVG
 * stand-in until @jijin/ui/charts' NetValueChart is available; it carries a text summary for
 * screen readers.
 */
export function NetValueLines({ points, name, height = 180 }: NetValueLinesProps) {
  if (points.length === 0) return <p className="jj-muted">暂无净值数据</p>;
  const fund = points.map((p) => p.percentage_begin);
  const track = points.map((p) => p.percent_track ?? null);
  const all = [...fund, ...track].filter((v): v is number => typeof v === 'number');
  const min = Math.min(0, ...all);
  const max = Math.max(0, ...all);
  const last = points[points.length - 1]!;
  const first = points[0]!;
  const fundPct = formatPercent(last.percentage_begin);
  const trackPct = formatPercent(last.percent_track ?? null);
  const summary = `${first.date}至${last.date}，${name}收益${fundPct.text}，沪深300${trackPct.text}`;
  const zeroY = height - ((0 - min) / (max - min || 1)) * (height - 8) - 4;
  return (
    <figure className="jj-nav-chart" data-testid="net-value-chart">
      <svg viewBox={`0 0 ${W} ${height}`} width="100%" height={height} role="img" aria-label={summary}>
        <line x1={0} x2={W} y1={zeroY} y2={zeroY} stroke="var(--jj-border, #eee)" strokeDasharray="4 4" />
        <path d={path(track, min, max, height)} fill="none" stroke="var(--jj-blue, #1677ff)" strokeWidth={1.2} />
        <path d={path(fund, min, max, height)} fill="none" stroke="var(--jj-up, #e93030)" strokeWidth={1.6} />
      </svg>
      <figcaption className="jj-nav-chart__legend">
        <span className="jj-legend jj-legend--fund">
          {name} {fundPct.text}
        </span>
        <span className="jj-legend jj-legend--track">沪深300 {trackPct.text}</span>
        <span className="jj-muted">
          {first.date} ~ {last.date}
        </span>
      </figcaption>
    </figure>
  );
}
