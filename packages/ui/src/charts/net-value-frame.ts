import { LIGHT_CHART_COLORS, type ChartColors } from './chart-colors';
import type { NetValuePoint, NetValueSeriesNames } from './net-value-options';

/**
 * The net-value chart's first frame, drawn without echarts: the same lines, legend,
 * y ticks and split lines as {@link buildNetValueOption}'s chart, as plain geometry for an SVG.
 * echarts, and with it the axis tooltip, loads only when the investor touches or points at the
 * chart. Pure: no DOM, no echarts.
 */

/** The plot's width in SVG user units; the SVG stretches it to the box (preserveAspectRatio none). */
export const FRAME_PLOT_WIDTH = 1000;

/** How many y intervals the axis aims for (echarts' `splitNumber` in the option). */
const SPLIT_NUMBER = 4;

export interface NetValueFrameLine {
  /** The series' name, as in the legend (本基金 / 业绩基准 / 沪深300 or the screen's names). */
  name: string;
  color: string;
  /** Stroke width in px. */
  width: number;
  /** SVG path data in the plot's units: x 0…{@link FRAME_PLOT_WIDTH}, y 0…1 from the top. */
  d: string;
}

export interface NetValueFrameTick {
  /** The tick's value in %. */
  value: number;
  /** Its label, as echarts' `{value}%` formatter writes it: 5%, -2.5%, 0%. */
  label: string;
  /** Its place from the plot's top, 0…1. */
  y: number;
}

export interface NetValueFrame {
  lines: NetValueFrameLine[];
  /** Top to bottom. */
  ticks: NetValueFrameTick[];
  /** Where the x axis's line lies from the plot's top, 0…1: at 0 % when the range holds it (echarts' `onZero`), else at the bottom. */
  axisY: number;
  /** The first and last dates, for the x axis's two ends. */
  firstDate: string;
  lastDate: string;
}

function num(v: number | string | null | undefined): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Decimal places of a tick interval such as 0.5 or 0.02 (0 for 1, 5, 20). */
function decimalsOf(interval: number): number {
  const text = String(interval);
  const e = /e-(\d+)$/.exec(text);
  if (e) return Number(e[1]);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * A round tick interval near `raw`: 1, 2, 3, 5 or 10 times a power of ten, rounded as echarts'
 * `nice(val, true)` rounds (< 1.5 → 1, < 2.5 → 2, < 4 → 3, < 7 → 5, else 10).
 */
export function niceInterval(raw: number): number {
  const exponent = Math.floor(Math.log10(raw));
  const power = 10 ** exponent;
  const f = raw / power;
  const nf = f < 1.5 ? 1 : f < 2.5 ? 2 : f < 4 ? 3 : f < 7 ? 5 : 10;
  // toFixed on the power's decimals removes binary noise such as 0.30000000000000004.
  return Number((nf * power).toFixed(Math.max(0, -exponent)));
}

/**
 * The y axis's ticks for values in [min, max], as echarts' value axis with `scale: true` finds
 * them: interval = nice((max − min) / 4), the extent widened to whole intervals. A flat series
 * (min = max) is widened by half its value each way (by 1 around 0), as echarts does.
 */
export function niceTicks(min: number, max: number): { value: number; label: string }[] {
  let lo = min;
  let hi = max;
  if (lo === hi) {
    const pad = lo === 0 ? 1 : Math.abs(lo) / 2;
    lo -= pad;
    hi += pad;
  }
  const interval = niceInterval((hi - lo) / SPLIT_NUMBER);
  const decimals = decimalsOf(interval);
  const first = Math.floor(lo / interval);
  const last = Math.ceil(hi / interval);
  const ticks: { value: number; label: string }[] = [];
  for (let i = first; i <= last; i += 1) {
    const value = Number((i * interval).toFixed(decimals));
    // Number() drops trailing zeros and turns -0 into 0 (String(-0) is '0').
    ticks.push({ value, label: `${String(value === 0 ? 0 : value)}%` });
  }
  return ticks;
}

/**
 * One series' path: points joined across gaps (echarts' `connectNulls`). Past two points per
 * plot unit the series keeps, in each unit's column, its first, lowest, highest and last points
 * in date order, so a 20-year daily series stays a path of at most ~4,000 points that looks the
 * same at a phone's width.
 */
function pathOf(values: Array<number | null>, yOf: (v: number) => number): string {
  const n = values.length;
  const xOf = (i: number) => (n === 1 ? FRAME_PLOT_WIDTH / 2 : (i / (n - 1)) * FRAME_PLOT_WIDTH);
  const kept: number[] = [];
  if (n <= FRAME_PLOT_WIDTH * 2) {
    for (let i = 0; i < n; i += 1) if (values[i] !== null) kept.push(i);
  } else {
    let column = -1;
    let group: number[] = [];
    const flush = () => {
      if (!group.length) return;
      let low = group[0]!;
      let high = group[0]!;
      for (const i of group) {
        if (values[i]! < values[low]!) low = i;
        if (values[i]! > values[high]!) high = i;
      }
      const chosen = new Set([group[0]!, low, high, group[group.length - 1]!]);
      kept.push(...[...chosen].sort((a, b) => a - b));
      group = [];
    };
    for (let i = 0; i < n; i += 1) {
      if (values[i] === null) continue;
      const c = Math.floor(xOf(i));
      if (c !== column) flush();
      column = c;
      group.push(i);
    }
    flush();
  }
  return kept
    .map(
      (i, k) =>
        `${k === 0 ? 'M' : 'L'}${Number(xOf(i).toFixed(2))} ${Number(yOf(values[i]!).toFixed(4))}`,
    )
    .join('');
}

/**
 * The first frame of the net-value chart for `points`: the fund's line (2 px) and, when the
 * points carry them, the benchmark and second track lines (1 px), in the option's colours and
 * names; null when no point has a value.
 */
export function buildNetValueFrame({
  points,
  names = {},
  colors = LIGHT_CHART_COLORS,
}: {
  points: readonly NetValuePoint[];
  names?: NetValueSeriesNames;
  colors?: ChartColors;
}): NetValueFrame | null {
  const series = [
    {
      name: names.main ?? '本基金',
      color: colors.main,
      width: 2,
      values: points.map((p) => num(p.percentage_begin)),
    },
    {
      name: names.track ?? '业绩基准',
      color: colors.track,
      width: 1,
      values: points.map((p) => num(p.percent_track)),
    },
    {
      name: names.track2 ?? '沪深300',
      color: colors.track2,
      width: 1,
      values: points.map((p) => num(p.percent_track_2)),
    },
  ].filter((s, i) => i === 0 || s.values.some((v) => v !== null));
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  if (!all.length) return null;
  let min = all[0]!;
  let max = all[0]!;
  for (const v of all) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const ticks = niceTicks(min, max).reverse();
  const top = ticks[0]!.value;
  const bottom = ticks[ticks.length - 1]!.value;
  const yOf = (v: number) => (top - v) / (top - bottom);
  return {
    lines: series.map((s) => ({
      name: s.name,
      color: s.color,
      width: s.width,
      d: pathOf(s.values, yOf),
    })),
    ticks: ticks.map((t) => ({ ...t, y: yOf(t.value) })),
    axisY: bottom <= 0 && top >= 0 ? yOf(0) : 1,
    firstDate: points[0]!.date,
    lastDate: points[points.length - 1]!.date,
  };
}
