import { toDecimal } from '@jijin/core';
import type { NetValuePeriod } from '@jijin/ui/charts';
import type { Schemas } from '../app/api-types';

type Point = Schemas['NetValuePoint'];

/** The lines a net-value request asks for (spec 001 §7 `types`): the portfolio and CSI 300. */
export const NAV_LINES = 'portfolio,hs300';

function startOf(period: NetValuePeriod, last: string): string {
  if (period === 'start') return '';
  if (period === 'ty') return `${Number(last.slice(0, 4)) - 1}-12-31`;
  const months = period === 'm' ? 1 : period === '3m' ? 3 : 12;
  const d = new Date(`${last}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

const growth = (pct: number | string | null | undefined) =>
  pct === null || pct === undefined ? null : toDecimal(pct).div(100).plus(1);

/**
 * The points of one chart period, rebased so both the portfolio and its benchmark start at 0 %
 * on the period's first day (the API gives changes since the found date).
 * @param points oldest first, `percentage_begin` / `percent_track` in % since the first point
 * @returns the period's points (from the last point on or before the period start)
 */
export function periodPoints(points: readonly Point[], period: NetValuePeriod): Point[] {
  if (!points.length) return [];
  const start = startOf(period, points[points.length - 1]!.date);
  let i0 = 0;
  for (let i = 0; i < points.length; i++) if (points[i]!.date <= start) i0 = i;
  const base = points[i0]!;
  const g0 = growth(base.percentage_begin)!;
  const t0 = growth(base.percent_track);
  return points.slice(i0).map((p) => {
    const t = growth(p.percent_track);
    return {
      ...p,
      percentage_begin: growth(p.percentage_begin)!
        .div(g0)
        .minus(1)
        .times(100)
        .toDecimalPlaces(2)
        .toNumber(),
      percent_track: t && t0 ? t.div(t0).minus(1).times(100).toDecimalPlaces(2).toNumber() : null,
    };
  });
}
