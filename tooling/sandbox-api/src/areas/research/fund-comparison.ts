/**
 * Fund comparison on real data (spec 001 §2 "Funds market"): the compared funds' returns,
 * risk figures and holdings overlap over one period.
 */
import Decimal from 'decimal.js';
import { annualFees } from '../../market/fees';
import { fundJson, staticUrl } from '../../domain/serializers';
import type { Ctx } from '../../ctx';

import { annualVolatility, holdingsOverlap, maxDrawdown, periodReturn } from './compute';
import { researchData } from './data';
import { heldSymbol, weightRows } from './fund-pages';
import { dayNumber, isoDate, periodTargetDay, type PeriodKey } from '@jijin/core/performance';
import { yiToYuan } from '../../domain/format';

// ---------- comparison ----------
/** The comparison's period codes and core's periods. */
const CMP_PERIOD: Record<string, PeriodKey> = {
  m: '1m',
  '3m': '3m',
  '6m': '6m',
  y: '1y',
  '3y': '3y',
  ty: 'ytd',
  start: 'since',
};

/**
 * Compares funds over the same window: it ends on the last NAV date all of them have (on or
 * before the shown NAV date) and starts on the period's calendar start from that end (core's
 * period rule), or on the first date all of them have when that is later (成立以来, young funds).
 * Every figure is on the total-return NAV.
 */
export function comparison(
  ctx: Ctx,
  codes: string[],
  period: string,
  userId: number | null,
  origin: string,
) {
  const funds = codes.map((c) => ctx.fundOr404(c, 400, 'symbols'));
  const full = funds.map((f) => ctx.market.trHistory(f, '1990-01-01', ctx.navDate()));
  const lasts = full.map((h) => h[h.length - 1]?.date).filter((x): x is string => !!x);
  const end =
    lasts.length === full.length ? lasts.reduce((m, x) => (x < m ? x : m)) : ctx.navDate();
  const firsts = full.map((h) => h[0]?.date).filter((x): x is string => !!x);
  const commonFirst = firsts.reduce((m, x) => (x > m ? x : m), '1990-01-01');
  const key = CMP_PERIOD[period]!;
  const target = key === 'since' ? commonFirst : isoDate(periodTargetDay(key, dayNumber(end)));
  // each fund starts on its last NAV on or before the start date (the common first date at most)
  const startDate = target > commonFirst ? target : commonFirst;
  const series = full.map((h) => {
    const upTo = h.filter((p) => p.date <= end);
    let k = -1;
    for (let i = 0; i < upTo.length && upTo[i]!.date <= startDate; i++) k = i;
    return upTo.slice(Math.max(0, k));
  });
  const dates = [...new Set(series.flatMap((s) => s.map((p) => p.date)))].sort();
  const maps = series.map((s) => new Map(s.map((p) => [p.date, p.tr])));
  const bases = series.map((s) => s[0]?.tr);
  const net_values = dates.map((date) => ({
    date,
    percents: maps.map((m, i) => {
      const v = m.get(date);
      return v === undefined || !bases[i] ? null : periodReturn(bases[i], v);
    }),
  }));
  const d = researchData();
  const mgr = ctx.q('SELECT id, name FROM managers WHERE id = ?');
  const metrics = funds.map((f, i) => {
    const navs = series[i]!.map((p) => p.tr);
    const j = fundJson(ctx, f, null, origin);
    const sc = d.latestScale(f.code);
    return {
      symbol: f.code,
      percent: periodReturn(navs[0], navs[navs.length - 1]),
      max_drawdown: maxDrawdown(navs),
      volatility: annualVolatility(navs),
      start_date: series[i]![0]?.date ?? null,
      end_date: series[i]![series[i]!.length - 1]?.date ?? null,
      fare_ratio_buy: new Decimal(j.fare_ratio_buy as number)
        .times(j.discount_rate_buy as number)
        .toNumber(),
      manage_fare: Number(annualFees(f).manage),
      trusteeship_fare: null,
      scale: sc ? yiToYuan(sc.scaleYi) : null,
      scale_date: sc?.date ?? null,
      managers: f.managerIds.slice(0, 3).map((id) => {
        const m = mgr.get(id) as { id: number; name: string };
        return { id: m.id, name: m.name, avatar: staticUrl(origin, `managers/${m.id}.svg`) };
      }),
    };
  });
  let overlap = null;
  if (funds.length >= 2) {
    const a = d.reportDates(funds[0]!.code);
    const b = new Set(d.reportDates(funds[1]!.code));
    const date = a.filter((x) => b.has(x)).pop();
    if (date) {
      const o = holdingsOverlap(
        weightRows(d.holdings(funds[0]!.code, date)),
        weightRows(d.holdings(funds[1]!.code, date)),
      );
      overlap = {
        report_date: date,
        percent: o.percent,
        stocks: o.stocks.map((s) => {
          const [market, code] = s.key.split(':') as [string, string];
          return { symbol: heldSymbol(market, code), abbr_name: s.name, percents: s.percents };
        }),
      };
    }
  }
  return {
    funds: funds.map((f) => fundJson(ctx, f, userId, origin)),
    period,
    end_date: dates.length ? end : null,
    metrics,
    overlap,
    net_values,
  };
}
