/**
 * Monthly service reports (服务报告) of a held portfolio, computed, not stored: one per calendar
 * month that has ended (by the last published NAV date) since the user's first confirmed leg.
 * The month's return is the portfolio's net value change over the month and the benchmark is
 * CSI 300 over the same dates. Report id = portfolio id x 1,000,000 + yyyymm.
 */
import type { components } from '@jijin/core';
import type { Ctx } from '../../ctx';
import { HttpError } from '../../http/errors';
import { indexOn, navSeries } from './nav';
import { navPoints, portfolioBrief } from './serialize';
import { portfolioOr404 } from './store';
import { tradedPortfolioIds } from './holdings';
import type { PortfolioTradeRow } from './trading';

type S = components['schemas'];

function firstConfirm(ctx: Ctx, userId: number, portfolioId: number): string | null {
  const r = ctx
    .q(
      'SELECT MIN(t.confirm_date) AS d FROM trades t JOIN portfolio_trades o ON o.id = t.portfolio_trade_id WHERE o.user_id = ? AND o.portfolio_id = ? AND t.status = 1',
    )
    .get(userId, portfolioId) as { d: string | null };
  return r.d;
}

const nextMonth = (m: string) => {
  const [y, mm] = m.split('-').map(Number) as [number, number];
  return mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
};

export function reportsOf(ctx: Ctx, userId: number, portfolioId?: number): S['ServiceReport'][] {
  const ids = tradedPortfolioIds(ctx, userId).filter(
    (id) => portfolioId === undefined || id === portfolioId,
  );
  const out: S['ServiceReport'][] = [];
  const navMonth = ctx.navDate().slice(0, 7);
  for (const id of ids) {
    const start = firstConfirm(ctx, userId, id);
    if (!start) continue;
    for (let m = start.slice(0, 7); m < navMonth; m = nextMonth(m))
      out.push(reportJson(ctx, id, m));
  }
  return out.sort((a, b) =>
    a.end_date < b.end_date ? 1 : a.end_date > b.end_date ? -1 : a.id - b.id,
  );
}

export function reportJson(ctx: Ctx, portfolioId: number, month: string): S['ServiceReport'] {
  const p = portfolioOr404(ctx, portfolioId);
  const s = navSeries(ctx, p);
  const before = `${month}-00`;
  const i0 = indexOn(s, before);
  const i1 = indexOn(s, `${month}-31`);
  const percent = s.navs[i1]!.div(s.navs[i0]!).minus(1).times(100).toDecimalPlaces(2).toNumber();
  const c0 = ctx.market.csiOn(s.dates[i0]!);
  const c1 = ctx.market.csiOn(s.dates[i1]!);
  const track = c0 && c1 ? Math.round((c1 / c0 - 1) * 10000) / 100 : null;
  const [y, mm] = month.split('-');
  return {
    id: portfolioId * 1_000_000 + Number(`${y}${mm}`),
    title: `${p.name}${y}年${Number(mm)}月服务报告`,
    fund_portfolio: portfolioBrief(ctx, p),
    start_date: `${month}-01`,
    end_date: s.dates[i1]!,
    percent,
    track_percent: track,
    summary: `本月组合净值${percent >= 0 ? '上涨' : '下跌'}${Math.abs(percent).toFixed(2)}%${track === null ? '' : `，同期沪深300${track >= 0 ? '上涨' : '下跌'}${Math.abs(track).toFixed(2)}%`}。`,
    content: null,
    publish_at: `${nextMonth(month)}-01T09:00:00+08:00`,
  };
}

/** The report (the user's own) or 404. */
export function reportOr404(ctx: Ctx, userId: number, id: number): S['ServiceReport'] {
  const r = reportsOf(ctx, userId).find((x) => x.id === id);
  if (!r) throw new HttpError(404, { detail: ['请求的数据不存在'] });
  return r;
}

export function reportTrades(ctx: Ctx, userId: number, r: S['ServiceReport']): PortfolioTradeRow[] {
  return ctx
    .q(
      'SELECT * FROM portfolio_trades WHERE user_id = ? AND portfolio_id = ? AND substr(apply_at, 1, 10) BETWEEN ? AND ? ORDER BY id DESC',
    )
    .all(userId, r.fund_portfolio.id, r.start_date, r.end_date) as PortfolioTradeRow[];
}

export function reportChart(ctx: Ctx, r: S['ServiceReport']): S['NetValuePoint'][] {
  const s = navSeries(ctx, portfolioOr404(ctx, r.fund_portfolio.id));
  const i0 = indexOn(s, `${r.start_date.slice(0, 7)}-00`);
  const i1 = indexOn(s, r.end_date);
  const pts = navPoints(ctx, { dates: s.dates.slice(i0, i1 + 1), navs: s.navs.slice(i0, i1 + 1) });
  return pts;
}
